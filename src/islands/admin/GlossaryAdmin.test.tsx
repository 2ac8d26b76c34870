// @vitest-environment dom-with-server
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Client } from '@libsql/client';
import { TOKEN_STORAGE_KEY } from '../../lib/admin/token';
import { TERM_ENTRY_FIELDS } from '../../lib/glossary/term-entry';
import { setDb } from '../../server/db';
import { createTerm, getTermBySlug } from '../../server/glossary-repo';
import { createTestDb } from '../../../tests/helpers/db';
import { functionsFetch } from '../../../tests/helpers/functions';
import { termInput } from '../../../tests/helpers/terms';
import GlossaryAdmin from './GlossaryAdmin';

/**
 * The screen talks to the real function handlers over a throwaway database: the order, paging,
 * tokens, version checks and conflicts it meets are the server's own.
 */
const TOKEN = 'admin-token-for-the-screen-0123';
/** Another editor, who saves in between. */
const BEA_TOKEN = 'bea-token-for-the-screen-456789';

interface Call {
	method: string;
	url: string;
	auth: string | null;
	ifMatch: string | null;
	body: unknown;
}

type Intercept = (url: URL, method: string) => Promise<Response | void>;

let serve: typeof fetch;
let db: Client;
let dropDb: () => void;
const savedEnv = { ADMIN_TOKEN: process.env.ADMIN_TOKEN, ADMIN_TOKENS: process.env.ADMIN_TOKENS };

beforeAll(async () => {
	serve = await functionsFetch();
	process.env.ADMIN_TOKEN = TOKEN;
	process.env.ADMIN_TOKENS = `bea:${BEA_TOKEN}`;
	// jsdom has no modal dialogs.
	HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
		this.setAttribute('open', '');
	};
	HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
		this.removeAttribute('open');
	};
});
afterAll(() => {
	for (const [name, value] of Object.entries(savedEnv))
		if (value === undefined) delete process.env[name];
		else process.env[name] = value;
});
beforeEach(async () => {
	sessionStorage.clear();
	({ db, cleanup: dropDb } = await createTestDb());
	setDb(db);
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	setDb(undefined);
	dropDb();
});

/** A term as the tests write it: its definitions follow its name. */
const input = (term: string, extra: Record<string, unknown> = {}) =>
	termInput({
		term,
		aliases: '',
		short_definition: `${term} short definition.`,
		comprehensive_definition: `${term} comprehensive definition.`,
		categories: 'Machine Learning:Supervised Learning',
		related_terms: '',
		examples: [],
		example_sentences: [],
		...extra,
	});

const seed = () => [
	input('Transformer'),
	input('Attention', { categories: null }),
	input('Backpropagation'),
];

/** The stored term, as the server now holds it. */
const stored = async (slug: string) => (await getTermBySlug(db, slug))!;

/**
 * Stores `terms` and puts the functions behind `fetch`, recording each request the screen makes.
 * `intercept` sees each request first and may hold it back, or answer it instead (a failure).
 */
async function api(
	terms: ReturnType<typeof input>[],
	{ intercept }: { intercept?: Intercept } = {},
) {
	for (const term of terms) await createTerm(db, term);
	const calls: Call[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: string, init: RequestInit = {}) => {
			const method = init.method ?? 'GET';
			const headers = new Headers(init.headers);
			calls.push({
				method,
				url: input,
				auth: headers.get('Authorization'),
				ifMatch: headers.get('If-Match'),
				body: init.body ? JSON.parse(String(init.body)) : undefined,
			});
			return (await intercept?.(new URL(input, 'http://localhost'), method)) ?? serve(input, init);
		}),
	);
	const listRequests = () =>
		calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/glossary?'));
	return { calls, listRequests };
}

/** Bea saves `changes` to a term (with a change note), as another editor would in between. */
async function savedByBea(slug: string, changes: Record<string, unknown>, note?: string) {
	const current = await stored(slug);
	const fields = Object.fromEntries(
		Object.entries(current).filter(
			([name]) => !['id', 'created_at', 'updated_at', 'related'].includes(name),
		),
	);
	const response = await serve(`/api/glossary/term/${current.id}`, {
		method: 'PUT',
		headers: {
			'Content-Type': 'application/json',
			Authorization: `Bearer ${BEA_TOKEN}`,
			'If-Match': `"${current.updated_at}"`,
		},
		body: JSON.stringify({ ...fields, ...changes, change_note: note }),
	});
	expect(response.status).toBe(200);
	return (await response.json()) as { updated_at: string };
}

async function renderLoaded(terms = seed(), options?: Parameters<typeof api>[1]) {
	const recorded = await api(terms, options);
	const user = userEvent.setup();
	render(<GlossaryAdmin />);
	if (terms.length) await screen.findByRole('table');
	return { api: recorded, user };
}

/** `count` terms named "Term 001", "Term 002"… */
const numbered = (count: number) =>
	Array.from({ length: count }, (_, i) => input(`Term ${String(i + 1).padStart(3, '0')}`));

/** A promise the test settles when it chooses. */
function gate() {
	let open!: () => void;
	const opened = new Promise<void>((resolve) => (open = resolve));
	return { opened, open };
}

const status = () => document.getElementById('terms-status')!;

const rowNames = () =>
	within(screen.getByRole('table'))
		.getAllByRole('rowheader')
		.map((cell) => cell.firstChild?.textContent);

describe('GlossaryAdmin list', () => {
	test('shows "Loading terms..." and then the terms sorted by term', async () => {
		await api(seed());
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
		// "Categories: " labels the value on a phone, where the header row is hidden (aria-hidden).
		expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('Categories: -None');
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
		await api([]);
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
		expect(document.querySelector('[data-notice]:not([hidden])')!.textContent).toContain(
			'Failed to create term',
		);
	});

	test("saving over someone else's newer save offers to reload it or to overwrite deliberately", async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		// Without the history, the screen cannot say who saved in between.
		const { api, user } = await renderLoaded(seed(), {
			intercept: async (url) => {
				if (url.pathname.endsWith('/history'))
					return Response.json({ error: 'The database is busy.' }, { status: 503 });
			},
		});
		await user.click(screen.getByRole('button', { name: 'Edit Attention' }));
		const short = (await screen.findByLabelText(/^Short definition/)) as HTMLTextAreaElement;
		await savedByBea('attention', { short_definition: 'Their definition.' });
		await user.clear(short);
		await user.type(short, 'My definition.');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		const overwrite = await screen.findByRole('button', { name: 'Overwrite with my changes' });
		const banner = overwrite.closest('[role="alert"]')!.textContent;
		expect(banner).toMatch(/“Attention” was changed by someone else after you opened it/);
		// Both changed the short definition: the banner says theirs is replaced, before it happens.
		expect(banner).toContain(
			'You both changed Short definition: overwriting replaces their version of it with yours',
		);
		expect(short.value).toBe('My definition.');
		const put = api.calls.find((c) => c.method === 'PUT')!;
		expect(put).toBeDefined();
		expect((await stored('attention')).short_definition).toBe('Their definition.');

		await user.click(overwrite);
		await screen.findByRole('table');
		expect((await stored('attention')).short_definition).toBe('My definition.');
	});

	test("overwriting after a conflict keeps the other editor's change to another field (review findings 5, 18)", async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const opened = (await api(seed())).calls;
		const user = userEvent.setup();
		render(<GlossaryAdmin />);
		await screen.findByRole('table');
		const version = (await stored('attention')).updated_at;
		await user.click(screen.getByRole('button', { name: 'Edit Attention' }));
		const short = (await screen.findByLabelText(/^Short definition/)) as HTMLTextAreaElement;
		const theirs = await savedByBea('attention', { examples: ['Their example.'] });
		await user.clear(short);
		await user.type(short, 'My definition.');
		await user.click(screen.getByRole('button', { name: 'Save' }));

		const overwrite = await screen.findByRole('button', { name: 'Overwrite with my changes' });
		const banner = overwrite.closest('[role="alert"]')!;
		// Revision 1 is the term's creation, 2 bea's save.
		expect(banner.textContent).toMatch(
			/“Attention” was changed by bea at \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC \(revision 2\) after you opened it\./,
		);
		expect(banner.textContent).toContain('They changed Examples.');
		expect(banner.textContent).toContain(
			'“Overwrite with my changes” saves your changes to Short definition and keeps their changes to Examples.',
		);
		const link = within(banner as HTMLElement).getByRole('link', {
			name: 'See their changes word by word',
		});
		const comparison = document.getElementById(link.getAttribute('href')!.slice(1))!;
		expect(comparison.textContent).toContain('[added: Their example.]');

		await user.click(overwrite);
		await screen.findByRole('table');
		const saved = await stored('attention');
		expect(saved.short_definition).toBe('My definition.');
		expect(saved.examples).toBe('Their example.');
		// Made against their version: a third save in between would be refused again.
		expect(opened.filter((c) => c.method === 'PUT').map((c) => c.ifMatch)).toEqual([
			`"${version}"`,
			`"${theirs.updated_at}"`,
		]);
	});

	test("each row's History action opens the term with its history loaded and focused (review finding 17)", async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { user } = await renderLoaded();
		await savedByBea('attention', { short_definition: 'Attention, shortly.' }, 'Shorter');
		await user.click(screen.getByRole('button', { name: 'History of Attention' }));
		const heading = await screen.findByRole('heading', { name: 'History of “Attention”' });
		await waitFor(() => expect(document.activeElement).toBe(heading));
		const table = await screen.findByRole('table', { name: /Revisions of “Attention”/ });
		expect(table.textContent).toContain('Shorter');
	});

	test("reloading after a conflicting save shows the other editor's version", async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Edit Attention' }));
		await screen.findByLabelText(/^Short definition/);
		await savedByBea('attention', { short_definition: 'Their definition.' });
		await user.type(screen.getByLabelText(/^Short definition/), ' mine');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		await user.click(await screen.findByRole('button', { name: 'Reload the latest version' }));
		await waitFor(() =>
			expect((screen.getByLabelText(/^Short definition/) as HTMLTextAreaElement).value).toBe(
				'Their definition.',
			),
		);
		expect((await stored('attention')).short_definition).toBe('Their definition.');
	});

	test('a wrong token is cleared and asked for again with a clear message', async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, 'wrong');
		const { api, user } = await renderLoaded();
		await user.click(screen.getByRole('button', { name: 'Edit Transformer' }));
		expect(screen.getByRole('heading', { name: 'Edit Term' })).toBeTruthy();
		const shortField = (await screen.findByLabelText('Short definition')) as HTMLTextAreaElement;
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
		await user.type(await screen.findByLabelText(/^Term\*?$/), ' changed');
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
		const termInput = await screen.findByLabelText(/^Term\*?$/);
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
		const { id } = await stored('backpropagation');
		const confirm = vi
			.spyOn(window, 'confirm')
			.mockReturnValueOnce(false)
			.mockReturnValueOnce(true);
		await user.click(screen.getByRole('button', { name: 'Delete Backpropagation' }));
		// It names the term and says how to get it back (review finding 16).
		expect(confirm).toHaveBeenCalledWith(
			'Delete “Backpropagation”? It leaves the glossary and its page at once. You can restore it from “Recently deleted” below the list for 90 days.',
		);
		expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
		await user.click(screen.getByRole('button', { name: 'Delete Backpropagation' }));
		await screen.findByText('Deleted "Backpropagation".');
		await waitFor(() => expect(rowNames()).toEqual(['Attention', 'Transformer']));
		expect(api.calls.find((c) => c.method === 'DELETE')!.url).toBe(`/api/glossary/term/${id}`);
		expect(await getTermBySlug(db, 'backpropagation')).toBeNull();
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
		// The server says whose token it is.
		expect(await screen.findByText('admin', { selector: 'strong' })).toBeTruthy();
		await user.click(screen.getByRole('button', { name: 'Lock' }));
		expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
		await act(async () => {});
		expect(screen.getByRole('button', { name: 'Unlock editing' })).toBeTruthy();
	});
});

// Two hundred terms written and listed through the handlers, with coverage measured on a busy
// machine, take a minute or more.
describe('GlossaryAdmin with a long list', { timeout: 120_000 }, () => {
	test('shows the first rows at once and loads the rest in the background, saying how far it got', async () => {
		const second = gate();
		const recorded = await api(numbered(201), {
			intercept: async (url) => {
				if (url.searchParams.get('after')) await second.opened;
			},
		});
		render(<GlossaryAdmin />);
		await screen.findByRole('table');
		expect(rowNames()).toHaveLength(100);
		expect(rowNames()[0]).toBe('Term 001');
		await waitFor(() => expect(status().textContent).toBe('Loading terms… 100 of ~201'));
		expect(status().getAttribute('aria-busy')).toBe('true');
		// The search already works on the rows that arrived.
		const user = userEvent.setup();
		await user.type(screen.getByLabelText('Search terms'), 'term 05');
		await waitFor(() =>
			expect(status().textContent).toBe('Showing 10 of the 100 terms loaded so far'),
		);
		await user.clear(screen.getByLabelText('Search terms'));
		second.open();
		await waitFor(() => expect(status().textContent).toBe('201 terms'));
		expect(status().hasAttribute('aria-busy')).toBe(false);
		// A first page to show at once, then the rest in one request from the cursor it gave.
		const [first, rest] = recorded
			.listRequests()
			.map((c) => new URL(c.url, 'http://x').searchParams);
		expect(recorded.listRequests()).toHaveLength(2);
		expect([first!.get('limit'), first!.has('after')]).toEqual(['100', false]);
		expect([rest!.get('limit'), rest!.get('after')]).toEqual(['1000', expect.any(String)]);
	});

	test('a failed page keeps the rows that arrived, and "Load the rest" resumes from it', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		let failures = 1;
		const recorded = await api(numbered(201), {
			intercept: async (url) => {
				if (url.searchParams.get('after') && failures-- > 0)
					return Response.json({ error: 'The database is busy.' }, { status: 503 });
			},
		});
		const user = userEvent.setup();
		render(<GlossaryAdmin />);
		await screen.findByRole('table');
		await waitFor(() =>
			expect(status().textContent).toBe("Couldn't load all the terms: 100 of ~201 loaded."),
		);
		expect(rowNames()).toHaveLength(100);
		// The notice is shown by an effect after the render that wrote the status line.
		expect(
			await screen.findByText(/Couldn't load all the terms\. The database is busy\./),
		).toBeTruthy();
		await user.click(screen.getByRole('button', { name: 'Load the rest' }));
		await waitFor(() => expect(status().textContent).toBe('201 terms'));
		const [first, failed, resumed] = recorded
			.listRequests()
			.map((c) => new URL(c.url, 'http://x').searchParams.get('after'));
		expect(first).toBeNull();
		expect(failed).toEqual(expect.any(String));
		expect(resumed).toBe(failed);
	});

	test('the table shows a hundred rows at a time, and the pager moves through them', async () => {
		const { user } = await renderLoaded(numbered(201));
		await waitFor(() => expect(status().textContent).toBe('201 terms'));
		const pager = screen.getByRole('navigation', { name: 'Pages of terms' });
		expect(pager.textContent).toContain('Terms 1–100 of 201');
		expect(pager.textContent).toContain('(page 1 of 3)');
		expect(
			within(pager).getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled'),
		).toBe('true');
		await user.click(within(pager).getByRole('button', { name: 'Next page' }));
		expect(rowNames()).toHaveLength(100);
		expect(rowNames()[0]).toBe('Term 101');
		expect(pager.textContent).toContain('(page 2 of 3)');
		expect(within(pager).getByText(/^Page 2 of 3: terms 101 to 200\.$/)).toBeTruthy();
		await user.click(within(pager).getByRole('button', { name: 'Last page' }));
		expect(rowNames()).toEqual(
			numbered(201)
				.slice(200)
				.map((t) => t.term),
		);
		expect(document.activeElement).toBe(within(pager).getByRole('button', { name: 'Last page' }));
		// Reversing the order, like a new search, starts again at the first page.
		await user.click(screen.getByRole('button', { name: /^Term/ }));
		expect(rowNames()[0]).toBe('Term 201');
		expect(pager.textContent).toContain('(page 1 of 3)');
	});

	test('saves and deletes change the list in place, without loading it again', async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { api, user } = await renderLoaded(numbered(201));
		await waitFor(() => expect(status().textContent).toBe('201 terms'));
		const loads = api.listRequests().length;
		const pager = screen.getByRole('navigation', { name: 'Pages of terms' });
		await user.click(within(pager).getByRole('button', { name: 'Last page' }));
		// Renamed so that it moves to the first page: the list shows that page, focus on its row.
		await user.click(screen.getByRole('button', { name: 'Edit Term 201' }));
		const termInput = await screen.findByLabelText(/^Term\*?$/);
		await user.clear(termInput);
		await user.type(termInput, 'Aardvark');
		await user.click(screen.getByRole('button', { name: 'Save' }));
		await screen.findByText('Saved changes to "Aardvark".');
		expect(rowNames()[0]).toBe('Aardvark');
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Aardvark' }));
		vi.spyOn(window, 'confirm').mockReturnValue(true);
		await user.click(screen.getByRole('button', { name: 'Delete Term 001' }));
		await screen.findByText('Deleted "Term 001".');
		expect(status().textContent).toBe('200 terms');
		expect(api.listRequests()).toHaveLength(loads);
	});
});

describe('GlossaryAdmin editing from the full term', () => {
	const rich = input('Embedding', {
		aliases: 'vector representation',
		examples: ['word2vec', 'GloVe'],
		example_sentences: ['Each word becomes an embedding.'],
		pronunciation_us_audio: 'https://example.org/embedding-us.mp3',
		related_terms: 'attention',
		meta_title: 'Embedding: meaning as a vector',
	});

	test('Edit loads the full term, and a save sends every field of it', async () => {
		sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
		const { api, user } = await renderLoaded([...seed(), rich]);
		// The list carries only the entry fields, without examples or pronunciation…
		const listed = await (await serve('/api/glossary?view=entry&limit=1')).json();
		expect(Object.keys(listed.terms[0]).sort()).toEqual([...TERM_ENTRY_FIELDS].sort());
		// …so Edit loads the full term.
		await user.click(screen.getByRole('button', { name: 'Edit Embedding' }));
		expect(api.calls.at(-1)!.url).toBe('/api/glossary/term/embedding');
		const examples = (await screen.findByLabelText('Examples')) as HTMLTextAreaElement;
		expect(examples.value).toBe('word2vec\nGloVe');
		const short = screen.getByLabelText('Short definition');
		await user.clear(short);
		await user.type(short, 'A learned vector.');
		// What the editor says about the change goes with it.
		await user.type(screen.getByLabelText('Change note'), 'Shorter');
		await user.click(screen.getByLabelText(/Show my editor name/));
		await user.click(screen.getByRole('button', { name: 'Save' }));
		await screen.findByText('Saved changes to "Embedding".');
		const put = api.calls.find((c) => c.method === 'PUT')!;
		expect(put.body).toMatchObject({
			change_note: 'Shorter',
			show_editor: true,
			short_definition: 'A learned vector.',
			aliases: 'vector representation',
			examples: 'word2vec\nGloVe',
			example_sentences: 'Each word becomes an embedding.',
			pronunciation_us_audio: 'https://example.org/embedding-us.mp3',
			related_terms: 'attention',
			meta_title: 'Embedding: meaning as a vector',
		});
		// The server replaced every field with the body: nothing the list lacks was lost.
		expect(await stored('embedding')).toMatchObject({
			short_definition: 'A learned vector.',
			examples: 'word2vec\nGloVe',
			pronunciation_us_audio: 'https://example.org/embedding-us.mp3',
		});
	});

	test('Edit says the term is loading, and a failure to load it offers a retry', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const held = gate();
		let failures = 1;
		const { user } = await renderLoaded([...seed(), rich], {
			intercept: async (url) => {
				if (!url.pathname.startsWith('/api/glossary/term/')) return;
				await held.opened;
				if (failures-- > 0)
					return Response.json({ error: 'The database is busy.' }, { status: 503 });
			},
		});
		await user.click(screen.getByRole('button', { name: 'Edit Embedding' }));
		expect(screen.getByRole('heading', { name: 'Edit Term' })).toBeTruthy();
		expect(screen.getByText('Loading “Embedding”…')).toBeTruthy();
		expect(screen.queryByLabelText('Examples')).toBeNull();
		expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit Term' }));
		held.open();
		const alert = await screen.findByText("Couldn't open “Embedding”.");
		expect(alert.closest('[role="alert"]')!.textContent).toContain('The database is busy.');
		await user.click(screen.getByRole('button', { name: 'Try again' }));
		expect(((await screen.findByLabelText('Examples')) as HTMLTextAreaElement).value).toBe(
			'word2vec\nGloVe',
		);
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Embedding' }));
	});
});
