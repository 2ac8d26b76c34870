/** Request parsing and answers shared by the glossary's read functions (writes: glossary-write.ts). */
import { z } from 'zod';
import { CATEGORY_TYPES, DIFFICULTY_LEVELS } from '../lib/glossary/schema.ts';
import { cdnCacheHeaders } from './cdn-cache.ts';
import { getDb, type Client } from './db.ts';
import { CACHE, jsonText } from './http.ts';
import { cachedAnswer } from './read-cache.ts';
import type { ListCursor, SummaryPage } from './glossary-repo.ts';

/** A positive integer id from a route parameter. */
export function parseId(value: string | undefined): number | undefined {
	if (!value || !/^\d{1,15}$/.test(value)) return undefined;
	const id = Number(value);
	return id > 0 ? id : undefined;
}

/** A path or query value that must be a whole number ≥ 1 (an id, a revision). */
export const wholeNumber = (message: string) =>
	z
		.string({ error: message })
		.refine((value) => parseId(value) !== undefined, message)
		.transform(Number);

/** `?limit=`: how many to answer, from 1 to `max`. */
export const pageSize = (max: number, message = `limit must be a whole number from 1 to ${max}.`) =>
	wholeNumber(message)
		.refine((limit) => limit <= max, message)
		.optional();

const DIFFICULTY = 'The difficulty must be beginner, intermediate or advanced.';

/** A level of difficulty, in any case. */
export const difficultyParam = z
	.string({ error: DIFFICULTY })
	.toLowerCase()
	.pipe(z.enum(DIFFICULTY_LEVELS, { error: DIFFICULTY }));

/** Which of a term's categories count: all (when absent or empty), primary or secondary. */
export const categoryTypeParam = z.preprocess(
	(value) => value || undefined,
	z.enum(CATEGORY_TYPES, { error: 'The type must be all, primary or secondary.' }).default('all'),
);

/** A term's slug as a path parameter. */
export const slugParam = z
	.string({ error: 'The term slug is not valid URL encoding.' })
	.min(1, 'The term slug is empty.');

/** A page cursor as the API hands it out: opaque to clients. */
export const encodeCursor = (cursor: ListCursor | null) =>
	cursor ? Buffer.from(JSON.stringify([cursor.term, cursor.id])).toString('base64url') : null;

function decodeCursor(value: string): ListCursor | undefined {
	try {
		const [term, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
		return typeof term === 'string' && Number.isInteger(id)
			? { term, id: id as number }
			: undefined;
	} catch {
		return undefined;
	}
}

/** `?after=`: where the page starts, a cursor this API gave; none when absent or empty. */
export const afterParam = z
	.string()
	.optional()
	.refine((value) => !value || decodeCursor(value), 'after is not a cursor this API gave.')
	.transform((value) => (value ? decodeCursor(value) : undefined));

/**
 * A 301 to the one spelling of a list path that the CDN caches, when the request spelled its
 * parameter otherwise (`BEGINNER`, `%62eginner`, `Deep%20learning` encoded differently): every
 * variant would otherwise be a cache entry of its own, and a way around the cache.
 */
export function canonicalRedirect(req: Request, canonicalPath: string): Response | undefined {
	const url = new URL(req.url);
	if (url.pathname === canonicalPath) return undefined;
	return new Response(null, {
		status: 301,
		headers: { Location: `${canonicalPath}${url.search}`, 'Cache-Control': 'public, max-age=3600' },
	});
}

/**
 * A glossary read kept in the read cache (src/server/read-cache.ts) under `key`, and cached for a
 * short while by browsers and the CDN, which tells answers apart by the `varyOn` query parameters.
 */
export async function cachedRead(
	key: string,
	varyOn: string[],
	produce: (db: Client) => Promise<{ body: unknown; headers?: Record<string, string> }>,
): Promise<Response> {
	const db = await getDb();
	const { text, headers } = await cachedAnswer(db, key, () => produce(db));
	return jsonText(text, {
		cache: CACHE.short,
		headers: { ...cdnCacheHeaders('glossary', varyOn), ...headers },
	});
}

/**
 * The answer of a filtered list (a letter, a category, a level): the page from `after`, kept in
 * the read cache under `key` and the cursor. The array holds at most LIST_PAGE_LIMIT terms, and
 * when more follow, `Link: <…?after=…>; rel="next"` says where (RFC 8288), so the answer stays the
 * plain array the API has always given.
 */
export async function filteredList(
	req: Request,
	key: string,
	varyOn: string[],
	after: ListCursor | undefined,
	read: (db: Client) => Promise<SummaryPage>,
): Promise<Response> {
	return cachedRead(
		`${key}:${encodeCursor(after ?? null) ?? ''}`,
		[...varyOn, 'after'],
		async (db) => {
			const page = await read(db);
			if (!page.next) return { body: page.terms };
			const url = new URL(req.url);
			// Only what shapes the list: a cache-busting or unknown parameter is not carried along.
			const next = new URLSearchParams();
			const type = url.searchParams.get('type');
			if (type) next.set('type', type);
			next.set('after', encodeCursor(page.next)!);
			return { body: page.terms, headers: { Link: `<${url.pathname}?${next}>; rel="next"` } };
		},
	);
}
