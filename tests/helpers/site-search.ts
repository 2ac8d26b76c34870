/**
 * The whole site search outside a browser, for relevance and cost tests: the static index the last
 * build wrote (read from dist/), and the glossary API's real function over a real libSQL database,
 * with every file and answer the search downloads counted as the browser would receive it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import search from '../../netlify/functions/glossary-search.mts';
import type { TermSummary } from '../../src/lib/glossary/schema.ts';
import type { FindTerms } from '../../src/lib/site-search/combined-search.ts';
import { createSiteSearch, type SiteSearch } from '../../src/lib/site-search/engine.ts';
import { loadSearchIndex } from '../../src/lib/site-search/index-reader.ts';
import { call } from './functions.ts';

export const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');

/**
 * Response headers of one request on the wire (status line, type, length, caching, encoding and
 * the security headers): what a browser counts besides the body, measured at 630–730 bytes on
 * the local server over HTTP/1.1 (HTTP/2 would compress most of them away).
 */
export const HEADER_BYTES = 700;

/** Brotli as the servers send it: quality 9 for static files (4 for function answers), none under 256 bytes. */
export function wireBytes(body: Buffer, quality: 4 | 9 = 9): number {
	const compressed =
		body.length < 256
			? body.length
			: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
	return compressed + HEADER_BYTES;
}

export interface Download {
	url: string;
	bytes: number;
}

/** The static index in dist/, read as the dialog reads it; `downloads` lists every file fetched. */
export async function builtIndex(): Promise<{ pages: SiteSearch; downloads: Download[] }> {
	if (!existsSync(join(DIST, 'search-index.json')))
		throw new Error(`No search index in ${DIST}: run "npm run build" first.`);
	const downloads: Download[] = [];
	const index = await loadSearchIndex(async (url) => {
		const body = readFileSync(join(DIST, url));
		downloads.push({ url, bytes: wireBytes(body) });
		return JSON.parse(body.toString('utf8')) as unknown;
	});
	return { pages: createSiteSearch(index), downloads };
}

/** The glossary API's search through its real function (the database set with setDb). */
export function apiTerms(downloads: Download[] = []): FindTerms {
	return async (query, limit) => {
		const url = `/api/glossary/search?${new URLSearchParams({ q: query, limit: String(limit) })}`;
		const response = await call(search, url);
		if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
		const body = Buffer.from(await response.arrayBuffer());
		downloads.push({ url, bytes: wireBytes(body, 4) });
		return JSON.parse(body.toString('utf8')) as TermSummary[];
	};
}
