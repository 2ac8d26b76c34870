/**
 * How the local server writes its answers: a Response (a function's, or the server's own JSON
 * error) with exactly its own headers, compressed as Netlify's CDN compresses them, and a static
 * file with its ETag and caching headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
	compressSync,
	createCompressor,
	isCompressible,
	negotiateEncoding,
} from './compression.ts';
import type { StaticFile } from './static-files.ts';

/** Netlify's default for files: cacheable, but checked with the server on every use. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * Bodies up to this size that arrive whole are compressed in one step: cheaper than a stream
 * (which hands every chunk to another thread and back), and sent with their length.
 */
const ONE_SHOT_BYTES = 256 * 1024;

/**
 * Sends a function's response with exactly its own headers, compressing JSON and text with brotli
 * or gzip as the client accepts, as Netlify's CDN does. Larger bodies stream through a compressor.
 */
export async function send(
	req: IncomingMessage,
	res: ServerResponse,
	response: Response,
): Promise<void> {
	const headers: Record<string, string> = Object.fromEntries(response.headers);
	if (
		req.method === 'HEAD' ||
		response.body === null ||
		response.status === 204 ||
		response.status === 304
	) {
		await response.body?.cancel();
		res.writeHead(response.status, headers);
		res.end();
		return;
	}
	const compressible = isCompressible(headers['content-type']);
	const encoding =
		compressible && !headers['content-encoding']
			? negotiateEncoding(req.headers['accept-encoding'])
			: undefined;
	if (compressible)
		headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';

	// Read until the body ends or proves too large to handle in one piece.
	const reader = response.body.getReader();
	const head: Uint8Array[] = [];
	let size = 0;
	let ended = false;
	while (size <= ONE_SHOT_BYTES) {
		const chunk = await reader.read();
		if (chunk.done) {
			ended = true;
			break;
		}
		head.push(chunk.value);
		size += chunk.value.byteLength;
	}
	if (ended) {
		let body: Buffer = Buffer.concat(head);
		if (encoding && body.length >= MIN_COMPRESS_BYTES) {
			body = compressSync(body, encoding);
			headers['content-encoding'] = encoding;
		}
		headers['content-length'] = String(body.length);
		res.writeHead(response.status, headers);
		res.end(body);
		return;
	}
	async function* rest() {
		yield* head;
		for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
			yield chunk.value;
	}
	delete headers['content-length'];
	if (encoding) headers['content-encoding'] = encoding;
	res.writeHead(response.status, headers);
	try {
		const source = Readable.from(rest(), { objectMode: false });
		if (encoding) await pipeline(source, createCompressor(encoding), res);
		else await pipeline(source, res);
	} catch (cause) {
		await reader.cancel().catch(() => {});
		// A client that went away mid-body is no error of ours.
		if (!res.destroyed) throw cause;
	}
}

export function sendFile(
	req: IncomingMessage,
	res: ServerResponse,
	status: number,
	file: StaticFile,
	extra: Record<string, string>,
): void {
	const headers: Record<string, string> = {
		'Content-Type': file.type,
		'Cache-Control': REVALIDATE,
		ETag: file.etag,
		Vary: 'Accept-Encoding',
		...extra,
	};
	// A file cached as immutable is never checked with the server again: its ETag would be dead
	// weight on every response (the search index answers with dozens of small files).
	if (/\bimmutable\b/.test(headers['Cache-Control']!)) delete headers.ETag;
	// HTTP/1.1 connections stay open by default; the Connection and Keep-Alive headers Node adds
	// only repeat that on every file (Netlify, over HTTP/2, sends neither).
	res.removeHeader('Connection');
	if (status === 200 && headers.ETag && req.headers['if-none-match'] === file.etag) {
		res.writeHead(304, headers);
		res.end();
		return;
	}
	const compressible = isCompressible(headers['Content-Type']);
	// Files sent as they are (not text, which is compressed) answer range requests, as Netlify's
	// servers do (Accept-Ranges and Content-Range are among the headers they set themselves): a
	// download of the offline edition broken off on a poor link resumes where it stopped.
	if (status === 200 && !compressible) {
		headers['Accept-Ranges'] = 'bytes';
		const ifRange = req.headers['if-range'];
		const range =
			ifRange === undefined || ifRange === file.etag
				? byteRange(req.headers.range, file.body.length)
				: undefined;
		if (range === 'unsatisfiable') {
			headers['Content-Range'] = `bytes */${file.body.length}`;
			headers['Content-Length'] = '0';
			res.writeHead(416, headers);
			res.end();
			return;
		}
		if (range) {
			const [start, end] = range;
			headers['Content-Range'] = `bytes ${start}-${end}/${file.body.length}`;
			headers['Content-Length'] = String(end - start + 1);
			res.writeHead(206, headers);
			res.end(req.method === 'HEAD' ? undefined : file.body.subarray(start, end + 1));
			return;
		}
	}
	// Text is compressed as Netlify compresses it (its own type, or the one netlify.toml names),
	// once per encoding, and kept.
	const encoding =
		compressible && file.body.length >= 256
			? negotiateEncoding(req.headers['accept-encoding'])
			: undefined;
	let body = file.body;
	if (encoding) {
		body = file.encoded.get(encoding) ?? compressSync(file.body, encoding, true);
		file.encoded.set(encoding, body);
		headers['Content-Encoding'] = encoding;
	}
	headers['Content-Length'] = String(body.length);
	res.writeHead(status, headers);
	res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The one byte range a `Range` header asks for, as [first, last] (RFC 9110 section 14): undefined
 * when there is none, or it is not one range of bytes (several ranges are answered whole, as RFC
 * 9110 allows), and "unsatisfiable" when it starts past the end.
 */
function byteRange(
	header: string | undefined,
	size: number,
): [number, number] | 'unsatisfiable' | undefined {
	const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
	if (!match || (match[1] === '' && match[2] === '')) return undefined;
	if (match[1] === '') {
		// The last N bytes.
		const suffix = Number(match[2]);
		if (suffix === 0) return 'unsatisfiable';
		return [Math.max(0, size - suffix), size - 1];
	}
	const start = Number(match[1]);
	const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
	if (start >= size) return 'unsatisfiable';
	if (end < start) return undefined;
	return [start, end];
}
