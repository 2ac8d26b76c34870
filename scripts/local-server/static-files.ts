import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, normalize, posix, resolve, sep } from 'node:path';
import { lookup } from 'mrmime';
import type { Encoding } from './compression.ts';

export interface StaticFile {
	body: Buffer;
	type: string;
	etag: string;
	/** Pre-compressed variants, made on first request and kept. */
	encoded: Map<Encoding, Buffer>;
}

/**
 * Paths whose names change with their content (hashed assets, the search index): a page an earlier
 * build served may still ask for them after a rebuild, so they are looked up in earlier builds too.
 */
const IMMUTABLE_PREFIXES = ['/_astro/', '/search-index/'];

/**
 * Serves files from a build folder the way Netlify does with `build.format: 'file'`:
 * `/about` → `about.html`, `/` → `index.html`. Files are read once and kept in memory, keyed by
 * their resolved path: the build output is finite, so memory is bounded however many distinct
 * URLs (misses, or one file spelled many ways) clients ask for.
 */
export class StaticFiles {
	private cache = new Map<string, StaticFile>();
	private root: string;
	private earlier: StaticFiles[];
	/** @param earlierRoots earlier builds, newest first, that still answer for immutable paths */
	constructor(root: string, earlierRoots: readonly string[] = []) {
		this.root = resolve(root);
		this.earlier = earlierRoots.map((dir) => new StaticFiles(dir));
	}

	/** How many files are held in memory. */
	get cachedFiles(): number {
		return this.cache.size;
	}

	/** The file for a URL path, or undefined. */
	lookup(pathname: string): StaticFile | undefined {
		let decoded: string;
		try {
			decoded = decodeURIComponent(pathname);
		} catch {
			return undefined;
		}
		const trimmed = decoded.replace(/\/+$/, '');
		const candidates = trimmed
			? [trimmed, `${trimmed}.html`, `${trimmed}/index.html`]
			: ['/index.html'];
		for (const candidate of candidates) {
			const file = this.read(candidate);
			if (file) return file;
		}
		// Judged on the normalised path: `/_astro/../page.html` is a page, not an asset.
		const clean = posix.normalize(trimmed);
		if (IMMUTABLE_PREFIXES.some((prefix) => clean.startsWith(prefix))) {
			for (const build of this.earlier) {
				const file = build.read(clean);
				if (file) return file;
			}
		}
		return undefined;
	}

	private read(relative: string): StaticFile | undefined {
		const path = normalize(join(this.root, relative));
		if (!path.startsWith(this.root + sep)) return undefined;
		const cached = this.cache.get(path);
		if (cached) return cached;
		// Misses are not remembered: a stat per unknown path is cheap, a cache entry per unknown path
		// is unbounded memory.
		try {
			if (!statSync(path).isFile()) return undefined;
		} catch {
			return undefined;
		}
		const body = readFileSync(path);
		const file: StaticFile = {
			body,
			type: contentType(path),
			etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
			encoded: new Map(),
		};
		this.cache.set(path, file);
		return file;
	}
}

/** A file's type by its extension; text is UTF-8 (JSON is by definition: RFC 8259). */
function contentType(path: string): string {
	const type = lookup(path) ?? 'application/octet-stream';
	return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}
