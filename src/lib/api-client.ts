/**
 * Fetch helpers for /api/*, shared by the islands. Every call is made with credentials included
 * and read as JSON. Any non-OK response raises an ApiError whose message is
 * "<status>: <response body text, or the status text if empty>" (a 401 too, never empty data).
 */
import type {
	CategoryEntry,
	CategoryType,
	Difficulty,
	LetterEntry,
	Suggestion,
	Term,
	TermDetail,
	TermInput,
	TermSummary,
} from './glossary/schema';
import type { TermEntryPage } from './glossary/term-entry';
import type { DeletedTermsPage, HistoryPage, Revision } from './glossary/history';
import type { Publication } from './admin/publication';
import type { BlogSearchPost } from './blog';
import type { NewCard } from './review/cards';

/** A non-OK API response. `body` is the parsed JSON error body when there is one. */
export class ApiError extends Error {
	readonly status: number;
	readonly body: unknown;
	constructor(status: number, message: string, body: unknown) {
		super(message);
		this.name = 'ApiError';
		this.status = status;
		this.body = body;
	}
	/** The field a 400/409 error names (`{ error, field }`), if any. */
	get field(): string | undefined {
		const field = (this.body as { field?: unknown } | null)?.field;
		return typeof field === 'string' ? field : undefined;
	}
	/** The server's `{ error }` message, without the status prefix. */
	get detail(): string {
		const error = (this.body as { error?: unknown } | null)?.error;
		return typeof error === 'string' ? error : this.message;
	}
}

/** A failed call with the product's named failure ("Failed to fetch term") and its cause. */
export class NamedFailure extends Error {
	constructor(name: string, cause: unknown) {
		super(name, { cause });
		this.name = 'NamedFailure';
	}
	get status(): number | undefined {
		return this.cause instanceof ApiError ? this.cause.status : undefined;
	}
}

/** Raises the default error for a non-OK response: "<status>: <body text, or the status text>". */
export async function assertOk(response: Response): Promise<Response> {
	if (response.ok) return response;
	const text = await response.text().catch(() => '');
	let body: unknown = null;
	try {
		body = JSON.parse(text);
	} catch {
		// Not JSON (or empty): the text alone explains it.
	}
	throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

export interface RequestOptions {
	signal?: AbortSignal;
	/** Bearer token (writes, and the editor's own reads). */
	token?: string;
	/** Bypass the HTTP cache. */
	noStore?: boolean;
}

interface SendOptions extends RequestOptions {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** Sent as JSON. */
	body?: unknown;
	headers?: Record<string, string>;
}

/** Calls `path` and reads its JSON (null for a 204); any failure but an abort is named `failure`. */
async function request<T>(path: string, failure: string, options: SendOptions = {}): Promise<T> {
	const { method = 'GET', body, token, headers, signal, noStore } = options;
	try {
		const response = await fetch(path, {
			method,
			credentials: 'include',
			headers: {
				Accept: 'application/json',
				...(body !== undefined && { 'Content-Type': 'application/json' }),
				...(token ? { Authorization: `Bearer ${token}` } : undefined),
				...headers,
			},
			body: body === undefined ? undefined : JSON.stringify(body),
			signal,
			cache: noStore ? 'no-store' : 'default',
		});
		await assertOk(response);
		return response.status === 204 ? (null as T) : ((await response.json()) as T);
	} catch (cause) {
		if ((cause as Error)?.name === 'AbortError') throw cause;
		throw new NamedFailure(failure, cause);
	}
}

/** Makes a write conditional on the version the editor started from (else 409). */
const ifMatch = (version: string | number | undefined) =>
	version === undefined ? undefined : { 'If-Match': `"${version}"` };

const enc = encodeURIComponent;

export const blogApi = {
	/** Every post, fresh from the server: the timestamp and no-store keep any HTTP cache out of the way. */
	posts: (o?: RequestOptions) =>
		request<BlogSearchPost[]>(`/api/blog-posts?t=${Date.now()}`, 'Fetch failed', {
			noStore: true,
			...o,
		}),
};

export const glossaryApi = {
	categories: (o?: RequestOptions) =>
		request<CategoryEntry[]>('/api/glossary/categories', 'Failed to fetch categories', o),
	letters: (o?: RequestOptions) =>
		request<LetterEntry[]>('/api/glossary/letters', 'Failed to fetch glossary letters', o),
	letter: (letter: string, o?: RequestOptions) =>
		request<TermSummary[]>(
			`/api/glossary/letter/${enc(letter)}`,
			'Failed to fetch terms for letter',
			o,
		),
	term: (slug: string, o?: RequestOptions) =>
		request<TermDetail>(`/api/glossary/term/${enc(slug)}`, 'Failed to fetch term', o),
	category: (category: string, type: CategoryType = 'all', o?: RequestOptions) =>
		request<TermSummary[]>(
			`/api/glossary/category/${enc(category)}?type=${type}`,
			'Failed to fetch terms for category',
			o,
		),
	difficulty: (difficulty: Difficulty, o?: RequestOptions) =>
		request<TermSummary[]>(
			`/api/glossary/difficulty/${difficulty}`,
			'Failed to fetch terms for difficulty',
			o,
		),
	search: (
		q: string,
		filters: {
			category?: string;
			categoryType?: CategoryType;
			difficulty?: Difficulty;
			/** At most this many results (the API's own maximum, 100, when absent). */
			limit?: number;
		} = {},
		o?: RequestOptions,
	) => {
		const params = new URLSearchParams({ q });
		if (filters.category) {
			params.set('category', filters.category);
			params.set('categoryType', filters.categoryType ?? 'all');
		}
		if (filters.difficulty) params.set('difficulty', filters.difficulty);
		if (filters.limit) params.set('limit', String(filters.limit));
		return request<TermSummary[]>(`/api/glossary/search?${params}`, 'Search failed', o);
	},
	autocomplete: (q: string, o?: RequestOptions) =>
		request<Suggestion[]>(
			`/api/glossary/autocomplete?${new URLSearchParams({ q })}`,
			'Failed to fetch autocomplete suggestions',
			o,
		),
	pronunciation: (term: string, o?: RequestOptions) =>
		request<{ url: string }>(`/api/pronunciation/${enc(term)}`, 'Fetch failed', o),
	/**
	 * One page of the admin list, in name order: each term's list entry (what the table shows and
	 * searches), starting after `cursor` (a `next` an earlier page gave; null for the first page).
	 */
	entries: (cursor: string | null, limit: number, o?: RequestOptions) => {
		const params = new URLSearchParams({ view: 'entry', limit: String(limit) });
		if (cursor) params.set('after', cursor);
		return request<TermEntryPage>(`/api/glossary?${params}`, 'Failed to fetch glossary terms', {
			noStore: true,
			...o,
		});
	},
	/** A write's body: every field of the term (formToPayload's), and optionally why it changed. */
	create: (input: TermInput & ChangeNote, token?: string) =>
		request<Term>('/api/glossary/term', 'Failed to create term', {
			method: 'POST',
			body: input,
			token,
		}),
	/** `version` (the term's updated_at when the editor opened it) makes a stale save answer 409. */
	update: (id: number, input: TermInput & ChangeNote, token?: string, version?: string) =>
		request<Term>(`/api/glossary/term/${id}`, 'Failed to update term', {
			method: 'PUT',
			body: input,
			token,
			headers: ifMatch(version),
		}),
	/** Deletes a term; with `version` (its updated_at), only if nobody changed it since (else 409). */
	remove: (id: number, token?: string, version?: string) =>
		request<null>(`/api/glossary/term/${id}`, 'Failed to delete term', {
			method: 'DELETE',
			token,
			headers: ifMatch(version),
		}),
	/** The editor a token signs in as. */
	editor: (token: string) =>
		request<{ editor: string }>('/api/glossary/editor', 'Failed to sign in', {
			token,
			noStore: true,
		}),
	/** A term's revisions, newest first; `before` continues after an earlier page's `next`. */
	history: (slug: string, token: string, before?: number) =>
		request<HistoryPage>(
			`/api/glossary/term/${enc(slug)}/history${before ? `?before=${before}` : ''}`,
			'Failed to load the history',
			{ token, noStore: true },
		),
	revision: (slug: string, revision: number, token: string) =>
		request<Revision>(
			`/api/glossary/term/${enc(slug)}/history/${revision}`,
			'Failed to load the revision',
			{ token, noStore: true },
		),
	/** Makes an earlier revision current; `version` (the current updated_at) guards against a newer save. */
	restore: (slug: string, revision: number, token: string, version: string) =>
		request<Term>(`/api/glossary/term/${enc(slug)}/restore`, 'Failed to restore the version', {
			method: 'POST',
			body: { revision },
			token,
			headers: ifMatch(version),
		}),
	deleted: (token: string) =>
		request<DeletedTermsPage>('/api/glossary/deleted', 'Failed to load the deleted terms', {
			token,
			noStore: true,
		}),
	/** Restores a deleted term, under `slug` when its own was taken meanwhile. */
	restoreDeleted: (id: number, token: string, slug?: string) =>
		request<Term>(`/api/glossary/deleted/${id}/restore`, 'Failed to restore the term', {
			method: 'POST',
			body: slug ? { slug } : {},
			token,
		}),
};

export const healthApi = {
	/** The database's health and whether editors' saves have reached the pages. */
	check: (o?: RequestOptions) =>
		request<{ ok: true; publication: Publication }>('/api/health', 'Failed to check the site', {
			noStore: true,
			...o,
		}),
};

/** What an editor may say about a write (stored with its revision). */
export interface ChangeNote {
	change_note?: string;
	show_editor?: boolean;
}

/** A sync space as the server returns it (src/lib/learning/sync.ts encrypts and merges). */
export interface ProgressSpace {
	blob: string;
	version: number;
}

/**
 * The sync API: the space is named in a header (never in the address, which logs keep), and
 * writes carry the write key derived from the sync code (netlify/functions/progress.mts).
 */
export const progressApi = {
	create: (id: string, writeKey: string, blob: string) =>
		request<{ id: string; version: number }>('/api/progress', 'Sync failed', {
			method: 'POST',
			body: { id, blob },
			token: writeKey,
		}),
	get: (id: string) =>
		request<ProgressSpace>('/api/progress', 'Sync failed', { headers: { 'Sync-Space': id } }),
	/** Writes over `version`; a 409 carries the stored `{ blob, version }` in its body. */
	replace: (id: string, writeKey: string, blob: string, version: number) =>
		request<{ version: number }>('/api/progress', 'Sync failed', {
			method: 'PUT',
			body: { blob },
			token: writeKey,
			headers: { 'Sync-Space': id, ...ifMatch(version) },
		}),
	remove: (id: string, writeKey: string, version: number) =>
		request<null>('/api/progress', 'Sync failed', {
			method: 'DELETE',
			token: writeKey,
			headers: { 'Sync-Space': id, ...ifMatch(version) },
		}),
};

/** Review cards the build publishes (src/collections/review-decks.ts): static files, cached like any asset. */
export const reviewApi = {
	termCards: (slug: string, o?: RequestOptions) =>
		request<NewCard[]>(`/review/cards/${enc(slug)}.json`, 'Failed to fetch review cards', o),
	deck: (category: string, o?: RequestOptions) =>
		request<{ slug: string; difficulty: string; cards: NewCard[] }[]>(
			`/review/deck/${enc(category)}.json`,
			'Failed to fetch the deck',
			o,
		),
	questionCards: (guide: string, o?: RequestOptions) =>
		request<NewCard[]>(`/review/questions/${enc(guide)}.json`, 'Failed to fetch review cards', o),
	index: (o?: RequestOptions) =>
		request<{
			categories: { slug: string; name: string; counts: Record<string, number> }[];
			versions: Record<string, string>;
			questions?: Record<string, string>;
		}>('/review/index.json', 'Failed to fetch the decks', { noStore: true, ...o }),
};
