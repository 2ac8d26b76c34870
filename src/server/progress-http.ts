/**
 * Parsing for the sync API: the id and the write key a client derived from its sync code, the
 * encrypted blob, and the version a write was made from. Each failure names the field or header
 * and says what was expected.
 */
import { MAX_BLOB_BYTES } from './progress-repo.ts';
import { error, readJsonBody } from './http.ts';

/** A client id is 32 bytes in base64url (43 characters), derived from the sync code. */
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const BLOB_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Base64url of MAX_BLOB_BYTES, plus room for the JSON around it. */
const MAX_PROGRESS_BODY_BYTES = Math.ceil((MAX_BLOB_BYTES * 4) / 3) + 1024;

function isSpaceId(value: unknown): value is string {
	return typeof value === 'string' && ID_PATTERN.test(value);
}

/**
 * The space id from the `Sync-Space` header: in a header rather than the address, so that access
 * logs, proxies and saved network logs, which keep addresses, do not keep it.
 */
export function spaceIdOf(req: Request): string | { response: Response } {
	const id = req.headers.get('Sync-Space')?.trim();
	return isSpaceId(id)
		? id
		: {
				response: error(
					400,
					'The Sync-Space header must carry the 43-character base64url id derived from a sync code.',
				),
			};
}

/** The write key from `Authorization: Bearer …`: needed to create, overwrite or delete a space. */
export function writeKeyOf(req: Request): string | { response: Response } {
	const key = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization')?.trim() ?? '')?.[1];
	return isSpaceId(key)
		? key
		: {
				response: error(
					401,
					'Authorization must be "Bearer " and the 43-character base64url write key derived from the sync code.',
					{ 'WWW-Authenticate': 'Bearer realm="sync"' },
				),
			};
}

/** Reads `{ blob }` (and `{ id }` when `withId`), or answers 400/413/415 saying which field. */
export async function readSpaceBody(
	req: Request,
	{ withId }: { withId: boolean },
): Promise<{ id?: string; blob: Uint8Array } | { response: Response }> {
	const body = await readJsonBody(req, MAX_PROGRESS_BODY_BYTES);
	if ('response' in body) return body;
	const value = body.value as Record<string, unknown> | null;
	if (!value || typeof value !== 'object' || Array.isArray(value))
		return { response: error(400, 'The body must be a JSON object with a "blob" field.') };
	if (withId && !isSpaceId(value.id))
		return {
			response: error(400, 'id must be the 43-character base64url id derived from a sync code.'),
		};
	if (typeof value.blob !== 'string' || !value.blob || !BLOB_PATTERN.test(value.blob))
		return { response: error(400, 'blob must be a non-empty base64url string.') };
	const blob = Buffer.from(value.blob, 'base64url');
	if (blob.byteLength > MAX_BLOB_BYTES)
		return {
			response: error(
				413,
				`blob is ${Math.ceil(blob.byteLength / 1024)} KiB; a sync space holds at most ${MAX_BLOB_BYTES / 1024} KiB.`,
			),
		};
	// An AES-GCM message is at least its 12-byte nonce and 16-byte tag.
	if (blob.byteLength < 28)
		return { response: error(400, 'blob is too short to be an encrypted sync state.') };
	return { id: withId ? (value.id as string) : undefined, blob: new Uint8Array(blob) };
}

/**
 * The versions in If-Match (`"3"`, `W/"3"`, `3`, or a list such as `"2", "3"`, as HTTP allows);
 * undefined when absent or when an entry is not a version.
 */
export function ifMatchVersions(req: Request): number[] | undefined {
	const header = req.headers.get('If-Match')?.trim();
	if (!header) return undefined;
	const versions = header.split(',').map((tag) =>
		Number(
			tag
				.trim()
				.replace(/^W\//, '')
				.replace(/^"(.*)"$/, '$1'),
		),
	);
	return versions.every((version) => Number.isInteger(version) && version > 0)
		? versions
		: undefined;
}

export const encodeBlob = (blob: Uint8Array) => Buffer.from(blob).toString('base64url');
