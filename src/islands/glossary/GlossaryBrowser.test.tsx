// @vitest-environment dom-with-server
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setDb } from '../../server/db';
import { createTestDb } from '../../../tests/helpers/db';
import { functionsFetch } from '../../../tests/helpers/functions';
import { seedFixture } from '../../../tests/helpers/glossary-fixture';
import GlossaryBrowser from './GlossaryBrowser';

/**
 * The glossary's browser over the real read functions and the four fixture terms (Neural Network,
 * Backpropagation, Gradient Descent, Zero-Shot Learning).
 */
let serve: typeof fetch;
let dropDb: () => void;
beforeAll(async () => {
	serve = await functionsFetch();
});
beforeEach(async () => {
	const made = await createTestDb();
	dropDb = made.cleanup;
	setDb(made.db);
	await seedFixture(made.db);
	vi.stubGlobal('fetch', serve);
	// jsdom has no media queries.
	vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
	history.replaceState(null, '', '/glossary');
});
afterEach(() => {
	vi.unstubAllGlobals();
	setDb(undefined);
	dropDb();
	sessionStorage.clear();
});

const results = () =>
	within(document.querySelector<HTMLElement>('section[aria-live]')!)
		.queryAllByRole('link')
		.map((link) => link.textContent);

describe('GlossaryBrowser', () => {
	test('a letter shows its terms in place, in the address too', async () => {
		const user = userEvent.setup();
		render(
			<GlossaryBrowser>
				<p>The A–Z index</p>
			</GlossaryBrowser>,
		);
		expect(screen.getByText('The A–Z index')).toBeTruthy();
		await user.click(await screen.findByRole('link', { name: 'G, 1 term' }));
		expect(await screen.findByRole('heading', { name: 'Terms Starting with “G”' })).toBeTruthy();
		await waitFor(() => expect(results().join(' ')).toContain('Gradient Descent'));
		expect(results().join(' ')).not.toContain('Backpropagation');
		expect(location.search).toMatch(/letter=G/i);
	});

	test('a search lists the terms that match it', async () => {
		const user = userEvent.setup();
		render(<GlossaryBrowser />);
		await user.type(screen.getByRole('combobox'), 'gradient{Enter}');
		expect(
			await screen.findByRole('heading', { name: 'Search Results for “gradient”' }),
		).toBeTruthy();
		await waitFor(() => expect(results().join(' ')).toContain('Gradient Descent'));
		expect(results().join(' ')).not.toContain('Zero-Shot Learning');
	});

	test('the difficulty filter lists that level’s terms, and its chip removes it', async () => {
		const user = userEvent.setup();
		render(<GlossaryBrowser />);
		await user.click(screen.getByRole('button', { name: 'Difficulty' }));
		await user.click(screen.getByRole('button', { name: 'advanced' }));
		expect(await screen.findByRole('heading', { name: 'Filtered terms' })).toBeTruthy();
		await waitFor(() => expect(results()).toEqual([expect.stringContaining('Zero-Shot Learning')]));
		const chips = within(screen.getByRole('list', { name: 'Active filters' }));
		await user.click(chips.getByRole('button', { name: 'Remove filter Difficulty: advanced' }));
		await waitFor(() =>
			expect(screen.queryByRole('heading', { name: 'Filtered terms' })).toBeNull(),
		);
		expect(location.search).toBe('');
	});

	test('a category from the server filters the list', async () => {
		const user = userEvent.setup();
		render(<GlossaryBrowser />);
		await user.click(screen.getByRole('button', { name: 'Categories' }));
		await user.click(await screen.findByRole('button', { name: /^Mathematics/ }));
		await waitFor(() => expect(results()).toHaveLength(2));
		expect(results().join(' ')).toContain('Backpropagation');
		expect(results().join(' ')).toContain('Gradient Descent');
		expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
	});
});
