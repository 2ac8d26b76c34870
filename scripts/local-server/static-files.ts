import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.webmanifest': 'application/manifest+json',
	'.mp3': 'audio/mpeg',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

export interface StaticFile {
	body: Buffer;
	type: string;
	etag: string;
	/** Pre-compressed variants, made on first request and kept. */
	encoded: Map<'br' | 'gzip', Buffer>;
	compressible: boolean;
}

/**
 * Serves files from a build folder the way Netlify does with `build.format: 'file'`:
 * `/about` → `about.html`, `/` → `index.html`; files are read once and kept in memory.
 */
export class StaticFiles {
	private cache = new Map<string, StaticFile | null>();
	private root: string;
	constructor(root: string) {
		this.root = root;
	}

	/** The file for a URL path, or undefined. */
	lookup(pathname: string): StaticFile | undefined {
		let decoded: string;
		try {
			decoded = decodeURIComponent(pathname);
		} catch {
			return undefined;
		}
		const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
		const candidates = trimmed === '/' ? ['/index.html'] : [trimmed, `${trimmed}.html`, `${trimmed}/index.html`];
		for (const candidate of candidates) {
			const file = this.read(candidate);
			if (file) return file;
		}
		return undefined;
	}

	private read(relative: string): StaticFile | undefined {
		if (this.cache.has(relative)) return this.cache.get(relative) ?? undefined;
		const path = normalize(join(this.root, relative));
		let file: StaticFile | null = null;
		if (path.startsWith(this.root + sep) || path === this.root) {
			try {
				if (statSync(path).isFile()) {
					const body = readFileSync(path);
					const ext = extname(path).toLowerCase();
					file = {
						body,
						type: TYPES[ext] ?? 'application/octet-stream',
						etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
						encoded: new Map(),
						compressible: COMPRESSIBLE.has(ext),
					};
				}
			} catch {
				file = null;
			}
		}
		this.cache.set(relative, file);
		return file ?? undefined;
	}
}

/** The compressed body for the best encoding the client accepts. */
export function encodeFile(file: StaticFile, acceptEncoding: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
	if (!file.compressible || file.body.length < 256) return { body: file.body };
	const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
	if (!encoding) return { body: file.body };
	let body = file.encoded.get(encoding);
	if (!body) {
		body =
			encoding === 'br'
				? brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
				: gzipSync(file.body, { level: 9 });
		file.encoded.set(encoding, body);
	}
	return { body, encoding };
}
