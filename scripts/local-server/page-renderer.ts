/**
 * The function that renders pages on demand (the glossary's term pages), as the Netlify adapter
 * writes it for Netlify's Frameworks API (an entry whose default export takes a Request and a
 * Context), run in-process like the other functions. Behind it, a small stand-in for Netlify's
 * CDN: answers that say `Netlify-CDN-Cache-Control` are kept, up to their max-age, until a purge
 * names one of their `Netlify-Cache-Tag`s (src/server/cdn-cache.ts), one per path and value of
 * each query parameter their `Netlify-Vary` names.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { FunctionContext } from './functions.ts';
import { pageFunctionDir, pageFunctionEntry } from '../../src/integrations/page-function.ts';

type Handler = (req: Request, context: FunctionContext) => Promise<Response>;

/**
 * Loads the page function built with the site in `outDir` (src/integrations/page-function.ts), or
 * undefined when that build made none. From a copy at `snapshot` when one is named: a later build
 * into the same folder (dist) replaces the kept function while this one is still serving.
 */
export async function loadPageFunction(
	outDir: string,
	snapshot?: string,
): Promise<Handler | undefined> {
	let entry = pageFunctionEntry(outDir);
	if (!entry) return undefined;
	if (snapshot) {
		const source = pageFunctionDir(outDir);
		rmSync(snapshot, { recursive: true, force: true });
		cpSync(source, snapshot, { recursive: true, verbatimSymlinks: true });
		entry = join(snapshot, relative(source, entry));
	}
	return ((await import(pathToFileURL(entry).href)) as { default: Handler }).default;
}

/** A kept answer (only 200s are kept). */
interface Cached {
	headers: [string, string][];
	body: Uint8Array<ArrayBuffer>;
	tags: Set<string>;
}

/** Most answers kept at once, and most bytes of them; the least recently used go first. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 256 * 1024 * 1024;

/** Renders pages through `handler`, keeping answers the way Netlify's CDN would. */
export class PageRenderer {
	/** Each answer expires after its own `max-age` (its `ttl`). */
	private cache = new LRUCache<string, Cached>({
		max: MAX_ENTRIES,
		maxSize: MAX_BYTES,
		sizeCalculation: (entry, key) => entry.body.byteLength + key.length * 2,
	});
	/** Path → the query parameters its answers vary on (`Netlify-Vary: query=a|b`); none: no query. */
	private varyOn = new Map<string, string[]>();
	private readonly handler: Handler;
	/** Counts purges; each tag remembers the count at its last purge. */
	private purges = 0;
	private purgedAt = new Map<string, number>();

	constructor(handler: Handler) {
		this.handler = handler;
	}

	/** Drops every kept answer carrying one of `tags`. */
	purge(tags: readonly string[]): void {
		this.purges += 1;
		for (const tag of tags) this.purgedAt.set(tag, this.purges);
		for (const [key, entry] of [...this.cache.entries()])
			if (tags.some((tag) => entry.tags.has(tag))) this.cache.delete(key);
	}

	/** The cache key of a request: its path, and the values of the parameters its answers vary on. */
	private keyOf(url: URL): string {
		const names = this.varyOn.get(url.pathname) ?? [];
		const values = names.map((name) => `${name}=${url.searchParams.get(name)}`);
		return [url.pathname, ...values].join('&');
	}

	async render(req: Request, context: FunctionContext): Promise<Response> {
		const url = new URL(req.url);
		const hit = this.cache.get(this.keyOf(url));
		if (hit) {
			// As Netlify's CDN says where an answer came from (RFC 9211).
			const headers: [string, string][] = [...hit.headers, ['cache-status', '"Netlify Edge"; hit']];
			// And answers a request for the version it keeps with 304, no body.
			const etag = hit.headers.find(([name]) => name === 'etag')?.[1];
			if (etag && req.headers.get('if-none-match') === etag)
				return new Response(null, { status: 304, headers });
			return new Response(req.method === 'HEAD' ? null : hit.body, { headers });
		}
		const startedAfter = this.purges;
		const response = await this.handler(req, context);
		const maxAge = /\bmax-age=(\d+)/.exec(response.headers.get('netlify-cdn-cache-control') ?? '');
		if (req.method !== 'GET' || response.status !== 200 || !maxAge) return response;
		const body = new Uint8Array(await response.arrayBuffer());
		const entry: Cached = {
			headers: [...response.headers],
			body,
			tags: new Set(
				(response.headers.get('netlify-cache-tag') ?? '').split(',').map((tag) => tag.trim()),
			),
		};
		// A page rendered while a purge named one of its tags may hold what the purge dropped.
		const stale = [...entry.tags].some((tag) => (this.purgedAt.get(tag) ?? 0) > startedAfter);
		if (stale) return new Response(body, { headers: entry.headers });
		// As on Netlify, the query string counts only through the parameters Netlify-Vary names.
		const vary = /\bquery=([^,;]*)/.exec(response.headers.get('netlify-vary') ?? '')?.[1];
		this.varyOn.set(url.pathname, vary ? vary.split('|') : []);
		this.cache.set(this.keyOf(url), entry, { ttl: Number(maxAge[1]) * 1000 });
		return new Response(body, { headers: entry.headers });
	}
}
