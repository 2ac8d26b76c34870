/**
 * GET /api/glossary → every term, sorted by name (the admin list).
 *
 * Without parameters the answer is every full term, as always, but streamed a page at a time, so
 * the function's memory stays flat however large the glossary grows.
 * With `?limit=N` (1–1000) it answers one page, `{ terms, next }`, where `next` is the cursor to
 * pass as `?after=` for the following page (null at the end). `?view=entry` gives each term only
 * what the admin list shows and searches (the form loads the full term when it opens).
 */
import { ReadableStream } from 'node:stream/web';
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb, type Client } from '../../src/server/db.ts';
import { afterParam, encodeCursor, pageSize } from '../../src/server/glossary-http.ts';
import { listTermsPage } from '../../src/server/glossary-repo.ts';
import { CACHE, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';

const STREAM_PAGE = 250;
const MAX_LIMIT = 1000;

const Query = z.object({
	view: z.enum(['full', 'entry'], { error: 'view must be full or entry.' }).default('full'),
	limit: pageSize(MAX_LIMIT),
	after: afterParam,
});

export default route({
	crossOrigin: true,
	input: Query,
	GET: async ({ req, input: { view, limit, after } }) => {
		const db = await getDb();
		if (limit !== undefined || new URL(req.url).searchParams.has('after')) {
			const page = await listTermsPage(db, { after, limit: limit ?? 100, view });
			return json({ terms: page.terms, next: encodeCursor(page.next) }, { cache: CACHE.none });
		}
		return streamAll(db, view, req.method === 'HEAD');
	},
});

/**
 * The whole list, streamed: the first page is read before answering, so a database failure still
 * gets its proper error status. Each later page is read only when the client has taken the one
 * before (pull, no queue): memory stays at one page per request, and other requests are served
 * between pages.
 */
async function streamAll(db: Client, view: 'full' | 'entry', head: boolean): Promise<Response> {
	const first = await listTermsPage(db, { limit: STREAM_PAGE, view });
	const encoder = new TextEncoder();
	async function* chunks(): AsyncGenerator<Uint8Array> {
		let separator = '[';
		for (let page = first; ;) {
			const terms = page.terms.map((term) => JSON.stringify(term)).join(',');
			const text = terms ? separator + terms : '';
			if (terms) separator = ',';
			// The last page closes the array in the same chunk.
			if (!page.next) {
				yield encoder.encode(text + (separator === '[' ? '[]' : ']'));
				return;
			}
			yield encoder.encode(text);
			// The local file driver answers within microtasks: without a turn of the event loop
			// here, a client reading as fast as it can (uncompressed, so nothing else yields) would
			// hold the server's thread until the last page.
			await new Promise((resolve) => setImmediate(resolve));
			page = await listTermsPage(db, { after: page.next, limit: STREAM_PAGE, view });
		}
	}
	return new Response(head ? null : ReadableStream.from(chunks()), {
		headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE.none },
	});
}

export const config: Config = { path: '/api/glossary' };
