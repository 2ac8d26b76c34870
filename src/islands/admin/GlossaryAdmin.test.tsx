import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Term } from '../../lib/glossary/schema';
import { TOKEN_STORAGE_KEY } from '../../lib/admin/token';
import GlossaryAdmin from './GlossaryAdmin';

const TOKEN = 'right-token';

function makeTerm(id: number, term: string, extra: Partial<Term> = {}): Term {
	return {
		id,
		term,
		slug: term.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
		aliases: '',
		short_definition: `${term} short definition.`,
		comprehensive_definition: `${term} comprehensive definition.`,
		pronunciation_uk_audio: null,
		pronunciation_us_audio: null,
		examples: null,
		example_sentences: null,
		difficulty_level: 'beginner',
		categories: 'Machine Learning:Supervised Learning',
		related_terms: null,
		meta_title: null,
		meta_description: null,
		created_at: '2025-01-01T00:00:00Z',
		updated_at: '2025-01-01T00:00:00Z',
		...extra,
	};
}

interface Call {
	method: string;
	url: string;
	auth: string | null;
	body: unknown;
}

/** A fake API holding terms in memory, checking the bearer token like the server. */
function fakeApi(initial: Term[]) {
	let terms = [...initial];
	let nextId = 1000;
	const calls: Call[] = [];
	const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
		const method = init.method ?? 'GET';
		const headers = new Headers(init.headers);
		const body = init.body ? JSON.parse(String(init.body)) : undefined;
		calls.push({ method, url: input, auth: headers.get('Authorization'), body });
		if (method === 'GET' && input === '/api/glossary') return Response.json(terms);
		if (headers.get('Authorization') !== `Bearer ${TOKEN}`)
			return Response.json({ error: 'The admin token is not valid.' }, { status: 401 });
		if (method === 'POST') {
			if (terms.some((t) => t.term === body.term)) {
				return Response.json(
					{ error: `A term named "${body.term}" already exists.`, field: 'term' },
					{ status: 409 },
				);
			}
			const created = makeTerm(nextId++, body.term, {
				...body,
				slug: body.slug ?? body.term.toLowerCase(),
			});
			terms.push(created);
			return Response.json(created, { status: 201 });
		}
		const id = Number(input.split('/').pop());
		if (method === 'PUT') {
			const current = terms.find((t) => t.id === id)!;
			const ifMatch = headers.get('If-Match');
			if (ifMatch && ifMatch !== `"${current.updated_at}"`) {
				return Response.json(
					{
						error: 'This term was changed by someone else after you opened it.',
						field: 'updated_at',
						current,
					},
					{ status: 409 },
				);
			}
			const updated = {
				...current,
				...body,
				updated_at: new Date(Date.parse(current.updated_at) + 1000).toISOString(),
			};
			terms = terms.map((t) => (t.id === id ? updated : t));
			return Response.json(updated);
		}
		if (method === 'DELETE') {
			terms = terms.filter((t) => t.id !== id);
			return new Response(null, { status: 204 });
		}
		return new Response('', { status: 405 });
	});
	vi.stubGlobal('fetch', fetchMock);
	/** Someone else saves a term (a newer version on the server). */
	const savedElsewhere = (id: number, changes: Partial<Term>) => {
		terms = terms.map((t) =>
			t.id === id ? { ...t, ...changes, updated_at: '2025-06-01T00:00:00.000Z' } : t,
		);
	};
	return { calls, terms: () => terms, savedElsewhere };
}

beforeAll(() => {
	// jsdom has no modal dialogs.
	HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
		this.setAttribute('open', '');
	};
	HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
		this.removeAttribute('open');
	};
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const seed = [
	makeTerm(1, 'Transformer'),
	makeTerm(2, 'Attention', { categories: null }),
	makeTerm(3, 'Backpropagation'),
];

async function renderLoaded(terms = seed) {
	const api = fakeApi(terms);
	const user = userEvent.setup();
	render(<GlossaryAdmin />);
	if (terms.length) await screen.findByRole('table');
	return { api, user };
}

const rowNames = () =>
	within(screen.getByRole('table'))
		.getAllByRole('rowheader')
		.map((cell) => cell.firstChild?.textContent);

describe('GlossaryAdmin list', () => {
	test('shows "Loading terms..." and then the terms sorted by term', async () => {
		fakeApi(seed);
		render(<GlossaryAdmin />);
		expect(screen.getByText('Loading terms...')).toBeTruthy();
		await screen.findByRole('table');
		expect(rowNames()).toEqual(['Attention', 'Backpropagation', 'Transformer']);
		expect(screen.getByText('3 terms')).toBeTruthy();
	});

	test('the Term header reverses the order', async () => {
		const { user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: /^Term/ }));
		expect(rowNames()).toEqual(['Transformer', 'Backpropagation', 'Attention']);
		expect(screen.getByRole('columnheader', { name: /Term/ }).getAttribute('aria-sort')).toBe(
			'descending',
		);
	});

	test('a term without categories shows a dash', async () => {
		await renderLoaded();
		const row = screen.getByRole('row', { name: /Attention/ });
		expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('-None');
	});

	test('searching filters by term and definitions; no match has its message', async () => {
		const { user } = await renderLoaded();
		await user.type(screen.getByLabelText('Search terms'), 'TRANSF');
		await waitFor(() => expect(rowNames()).toEqual(['Transformer']));
		expect(screen.getByText('Showing 1 of 3 terms')).toBeTruthy();
		await user.clear(screen.getByLabelText('Search terms'));
		await user.type(screen.getByLabelText('Search terms'), 'backpropagation comprehensive');
		await waitFor(() => expect(rowNames()).toEqual(['Backpropagation']));
		await user.type(screen.getByLabelText('Search terms'), 'zzz');
		expect(await screen.findByText('No terms found matching the search')).toBeTruthy();
		expect(screen.queryByRole('table')).toBeNull();
	});

	test('an empty glossary says so', async () => {
		fakeApi([]);
		render(<GlossaryAdmin />);
		expect(await screen.findByText('No terms found. Add your first term!')).toBeTruthy();
	});
});

describe('GlossaryAdmin writes', () => {
	test('adding asks for the token on the first write, then saves and returns to the list', async () => {
		const { api, user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Add Term' }));
		expect(screen.getByRole('heading', { name: 'Add New Term' })).toBeTruthy();
		expect(document.activeElement).toBe(screen.getByLabelText(/^Term\*?$/));

		await user.click(screen.getByRole('button', { name: 'Save' }));
		const termInput = screen.getByLabelText(/^Term\*?$/);
		expect(termInput.getAttribute('aria-invalid')).toBe('true');
		expect(
			document.getElementById(termInput.getAttribute('aria-describedby')!.split(' ')[0]!)!
				.textContent,
		).toContain('Enter the term.');
		expect(document.activeElement).toBe(termInput);

		await user.type(termInput, 'Dropout');
		await user.type(
			screen.getByLabelText(/^Comprehensive definition/),
			'Randomly zeroes activations.',
		);
		await user.type(screen.getByLabelText('Categories'), 'Deep Learning:Regularization');
		await user.click(screen.getByRole('button', { name: 'Save' }));

		const dialog = await screen.findByRole('dialog', { name: 'Unlock editing' });
		await user.type(within(dialog).getByLabelText('Admin token'), TOKEN);
		await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));

		await screen.findByText('Added "Dropout" to the glossary.');
		expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
		const post = api.calls.find((c) => c.method === 'POST')!;
		expect(post.auth).toBe(`Bearer ${TOKEN}`);
		expect(post.body).toMatchObject({
			term: 'Dropout',
			slug: null,
			categories: 'Deep Learning:Regularization',
		});
		expect(post.body).not.toHaveProperty('id');
		expect(screen.queryByRole('heading', { name: 'Add New Term' })).toBeNull();
		await waitFor(() => expect(rowNames()).toContain('Dropout'));
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Term' }));
	});

	test('a 409 is shown on its field and keeps what was typed', async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Add Term' }));
		await user.type(screen.getByLabelText(/^Term\*?$/), 'Attention');
		await user.type(screen.getByLabelText(/^Comprehensive definition/), 'Typed text.');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		const termInput = screen.getByLabelText(/^Term\*?$/) as HTMLInputElement;
		await waitFor(() => expect(termInput.getAttribute('aria-invalid')).toBe('true'));
		const errorId = termInput.getAttribute('aria-describedby')!;
		expect(document.getElementById(errorId)!.textContent).toContain(
			'A term named "Attention" already exists.',
		);
		expect(termInput.value).toBe('Attention');
		expect((screen.getByLabelText(/^Comprehensive definition/) as HTMLTextAreaElement).value).toBe(
			'Typed text.',
		);
		expect(document.activeElement).toBe(termInput);
		expect(screen.getByRole('alert').textContent).toContain('Failed to create term');
	});

	test("saving over someone else's newer save offers to reload it or to overwrite deliberately", async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { api, user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Edit Attention' }));
		api.savedElsewhere(2, { short_definition: 'Their definition.' });
		const short = screen.getByLabelText(/^Short definition/) as HTMLTextAreaElement;
		await user.clear(short);
		await user.type(short, 'My definition.');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		const overwrite = await screen.findByRole('button', { name: 'Overwrite with my changes' });
		expect(overwrite.closest('[role="alert"]')!.textContent).toMatch(
			/“Attention” was changed by someone else after you opened it/,
		);
		expect(short.value).toBe('My definition.');
		const put = api.calls.find((c) => c.method === 'PUT')!;
		expect(put).toBeDefined();
		expect(api.terms().find((t) => t.id === 2)!.short_definition).toBe('Their definition.');

		await user.click(overwrite);
		await screen.findByRole('table');
		expect(api.terms().find((t) => t.id === 2)!.short_definition).toBe('My definition.');
	});

	test("reloading after a conflicting save shows the other editor's version", async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { api, user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Edit Attention' }));
		api.savedElsewhere(2, { short_definition: 'Their definition.' });
		await user.type(screen.getByLabelText(/^Short definition/), ' mine');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		await user.click(await screen.findByRole('button', { name: 'Reload the latest version' }));
		await waitFor(() =>
			expect((screen.getByLabelText(/^Short definition/) as HTMLTextAreaElement).value).toBe(
				'Their definition.',
			),
		);
		expect(api.terms().find((t) => t.id === 2)!.short_definition).toBe('Their definition.');
	});

	test('a wrong token is cleared and asked for again with a clear message', async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, 'wrong');
		const { api, user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Edit Transformer' }));
		expect(screen.getByRole('heading', { name: 'Edit Term' })).toBeTruthy();
		const shortField = screen.getByLabelText('Short definition') as HTMLTextAreaElement;
		expect(shortField.value).toBe('Transformer short definition.');
		await user.clear(shortField);
		await user.type(shortField, 'Edited.');
		await user.click(screen.getByRole('button', { name: 'Save' }));

		const dialog = await screen.findByRole('dialog', { name: 'Unlock editing' });
		expect(dialog.textContent).toContain('The admin token was not accepted');
		expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
		await user.type(within(dialog).getByLabelText('Admin token'), TOKEN);
		await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));

		await screen.findByText('Saved changes to "Transformer".');
		const puts = api.calls.filter((c) => c.method === 'PUT');
		expect(puts.map((c) => c.auth)).toEqual(['Bearer wrong', `Bearer ${TOKEN}`]);
		expect(puts[1]!.body).toMatchObject({ short_definition: 'Edited.' });
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Transformer' }));
	});

	test('cancelling the token dialog keeps the form and its input', async () => {
		const { api, user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Add Term' }));
		await user.type(screen.getByLabelText(/^Term\*?$/), 'Kept');
		await user.type(screen.getByLabelText(/^Comprehensive definition/), 'Kept too.');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		const dialog = await screen.findByRole('dialog');
		await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
		expect(screen.getByRole('heading', { name: 'Add New Term' })).toBeTruthy();
		expect((screen.getByLabelText(/^Term\*?$/) as HTMLInputElement).value).toBe('Kept');
		expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
		expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
	});

	test('Cancel returns to the list without changes and focuses the Edit button', async () => {
		const { api, user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Edit Attention' }));
		await user.type(screen.getByLabelText(/^Term\*?$/), ' changed');
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(rowNames()).toContain('Attention');
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Attention' }));
		expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
	});

	test('after renaming a term the search hides, focus falls back to Add Term', async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { user } = await renderLoaded();
		await user.type(screen.getByLabelText('Search terms'), 'attention');
		await user.click(await screen.findByRole('button', { name: 'Edit Attention' }));
		const termInput = screen.getByLabelText(/^Term\*?$/);
		await user.clear(termInput);
		await user.type(termInput, 'Focus Mechanism');
		await user.clear(screen.getByLabelText('Short definition'));
		const comprehensive = screen.getByLabelText(/^Comprehensive definition/);
		await user.clear(comprehensive);
		await user.type(comprehensive, 'Weighs the parts of an input.');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		await screen.findByText('Saved changes to "Focus Mechanism".');
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Term' }));
	});

	test('delete asks for confirmation, then removes the term', async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { api, user } = await renderLoaded();
		const confirm = vi
			.spyOn(window, 'confirm')
			.mockReturnValueOnce(false)
			.mockReturnValueOnce(true);
		await user.click(screen.getByRole('button', { name: 'Delete Backpropagation' }));
		expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this term?');
		expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
		await user.click(screen.getByRole('button', { name: 'Delete Backpropagation' }));
		await screen.findByText('Deleted "Backpropagation".');
		await waitFor(() => expect(rowNames()).toEqual(['Attention', 'Transformer']));
		expect(api.calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/glossary/term/3');
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Transformer' }));
	});

	test('Unlock and Lock manage the stored token', async () => {
		const { user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Unlock editing' }));
		const dialog = await screen.findByRole('dialog');
		await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
		expect(within(dialog).getByText('Enter the admin token.')).toBeTruthy();
		await user.type(within(dialog).getByLabelText('Admin token'), TOKEN);
		await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
		expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
		await user.click(screen.getByRole('button', { name: 'Lock' }));
		expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
		await act(async () => {});
		expect(screen.getByRole('button', { name: 'Unlock editing' })).toBeTruthy();
	});
});
