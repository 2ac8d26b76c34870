// @vitest-environment dom-with-server
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { compileIndex } from '../../integrations/site-search/compile-index';
import { extracted, type PageSpec } from '../../../tests/helpers/site-search-index';
import { setDb } from '../../server/db';
import { memoryCaches } from '../../../tests/helpers/cache-storage';
import { createTestDb } from '../../../tests/helpers/db';
import { functionsFetch } from '../../../tests/helpers/functions';
import { seedFixture } from '../../../tests/helpers/glossary-fixture';
import SearchDialog from './SearchDialog';

/**
 * The site search dialog over a small compiled index (served as the build's static files) and the
 * real glossary search function over the fixture terms (Gradient Descent, Backpropagation…).
 */
const PAGES: PageSpec[] = [
	{
		url: '/topics/optimisation',
		type: 'Guide',
		title: 'Optimisation',
		intro: 'How models learn by gradient descent.',
		sections: [['Learning rate', 'rate', 'The gradient step size decides how fast it converges.']],
	},
	{
		url: '/articles/momentum',
		type: 'Article',
		title: 'Momentum',
		intro: 'Momentum smooths the gradient over steps.',
	},
];

let serve: typeof fetch;
let dropDb: () => void;
let reachable = true;
beforeAll(async () => {
	HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
		this.setAttribute('open', '');
	};
	HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
		this.removeAttribute('open');
	};
	const made = await createTestDb();
	dropDb = made.cleanup;
	setDb(made.db);
	await seedFixture(made.db);
	const functions = await functionsFetch();
	const { files } = compileIndex(PAGES.map(extracted));
	serve = async (input, init) => {
		if (!reachable) throw new TypeError('Failed to fetch');
		const url = new URL(String(input), 'http://localhost');
		const file = files.get(url.pathname.slice(1));
		if (file !== undefined) return new Response(file);
		return functions(input, init);
	};
	vi.stubGlobal('fetch', serve);
	vi.stubGlobal('caches', memoryCaches().storage);
});
afterAll(() => {
	vi.unstubAllGlobals();
	setDb(undefined);
	dropDb();
});
beforeEach(() => {
	reachable = true;
});

const status = () => screen.getByRole('status');

function renderOpen() {
	const onClose = vi.fn();
	const user = userEvent.setup();
	render(<SearchDialog open onClose={onClose} />);
	return { onClose, user, field: screen.getByRole('combobox') };
}

describe('SearchDialog', () => {
	// First: the index is loaded once per page, and a failed load is tried again.
	test('out of reach, it says so and searches what is saved here', async () => {
		reachable = false;
		const { user, field } = renderOpen();
		expect(document.activeElement).toBe(field);
		await user.type(field, 'gradient');
		await waitFor(() =>
			expect(status().textContent).toBe('Can’t reach the site: searching pages saved here.'),
		);
	});

	test('pages and glossary terms that match are listed, grouped, with their count', async () => {
		const { user, field } = renderOpen();
		expect(status().textContent).toBe('Type to search guides, articles and glossary terms.');
		await user.type(field, 'gradient');
		await waitFor(() => expect(status().textContent).toMatch(/^\d+ results? for “gradient”\.$/));
		const list = screen.getByRole('listbox', { name: 'Search results' });
		const options = within(list)
			.getAllByRole('option')
			.map((option) => option.textContent);
		expect(options.join(' | ')).toContain('Optimisation');
		expect(options.join(' | ')).toContain('Gradient Descent');
		expect(field.getAttribute('aria-expanded')).toBe('true');
	});

	test('arrow keys move through the results and Enter opens the chosen one', async () => {
		const assign = vi.fn();
		vi.spyOn(window, 'location', 'get').mockReturnValue({
			...window.location,
			assign,
		} as Location);
		const { user, field, onClose } = renderOpen();
		await user.type(field, 'momentum');
		await waitFor(() => expect(status().textContent).toMatch(/for “momentum”\.$/));
		await user.keyboard('{ArrowDown}');
		const first = screen.getAllByRole('option')[0]!;
		expect(field.getAttribute('aria-activedescendant')).toBe(first.id);
		await user.keyboard('{Enter}');
		expect(onClose).toHaveBeenCalledWith(false);
		expect(assign).toHaveBeenCalledWith(expect.stringContaining('/articles/momentum'));
		vi.restoreAllMocks();
	});

	test('no match says so', async () => {
		const { user, field } = renderOpen();
		await user.type(field, 'zzzzqqq');
		await waitFor(() => expect(status().textContent).toBe('No results for “zzzzqqq”.'));
		expect(screen.queryByRole('listbox')).toBeNull();
	});

	test('Close search closes it, asking for focus back', async () => {
		const { user, onClose } = renderOpen();
		await user.click(screen.getByRole('button', { name: 'Close search' }));
		expect(onClose).toHaveBeenCalledWith(true);
	});
});
