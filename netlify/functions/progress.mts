/**
 * Sync spaces for learning progress and review cards, shared between a reader's devices through
 * a sync code (no account). The body is ciphertext the browser made; the server cannot read it.
 *
 * The space is named by the `Sync-Space: <id>` header, never in the address (which logs keep);
 * creating, overwriting and deleting it need `Authorization: Bearer <write key>`, a second value
 * derived from the code, so that someone who saw an id cannot overwrite or delete the space
 * (401 without a key, 403 with another space's).
 *
 * POST   /api/progress  { id, blob }  → 201 { id, version }; 409 if the id exists; 429 when one
 *                                      client (an IPv4 address, an IPv6 /64) creates too many
 * GET    /api/progress  (Sync-Space)  → 200 { blob, version, updatedAt } (ETag: the version); 404
 * PUT    /api/progress  { blob }      → 200 { version }; needs If-Match: "<version>" (428
 *                                      without); 409 { error, blob, version } on a stale write
 * DELETE /api/progress  (Sync-Space)  → 204; 404; needs If-Match too (412 when stale)
 * POST and PUT answer 507 when sync storage is full: all spaces together at their budget, or a
 * local database file's disk down to the room kept for editors. Never cached anywhere: every
 * answer is `no-store`. The earlier addresses with the id in the path answer 410.
 */
import type { Config, Context } from '@netlify/functions';
import { fileGuardOf, getDb } from '../../src/server/db.ts';
import { readServerEnv } from '../../src/server/env.ts';
import { FailedAttempts, addressGroup } from '../../src/server/failed-attempts.ts';
import { CACHE, error, json, methodNotAllowed, noContent, safely } from '../../src/server/http.ts';
import {
	encodeBlob,
	ifMatchVersions,
	readSpaceBody,
	spaceIdOf,
	writeKeyOf,
} from '../../src/server/progress-http.ts';
import {
	ProgressBudgetError,
	ProgressKeyError,
	ProgressStaleError,
	createSpace,
	deleteSpace,
	getSpace,
	replaceSpace,
} from '../../src/server/progress-repo.ts';

/** Spaces one client address may create per hour (a reader needs one; a test suite a few). */
export const CREATIONS_PER_HOUR = 20;
const creations = new FailedAttempts({ maxFailures: CREATIONS_PER_HOUR, windowMs: 3_600_000 });

const UNKNOWN = 'No sync space for this code. Check the code, or create a new one.';
const FULL =
	'Sync storage on this server is full. Your progress is kept on this device; try again later.';

export default (req: Request, context: Context) =>
	safely(async () => {
		const method = req.method;
		if (!['GET', 'HEAD', 'POST', 'PUT', 'DELETE'].includes(method))
			return methodNotAllowed(['GET', 'POST', 'PUT', 'DELETE']);
		if (context.params?.id !== undefined)
			return error(
				410,
				'Sync now names the space in the Sync-Space header, not the address. Reload the page to sync.',
			);
		const env = readServerEnv();
		if (method !== 'GET' && method !== 'HEAD' && env.readOnly)
			return error(
				503,
				'Sync is unavailable on this deployment: it serves a read-only database (configure LIBSQL_URL).',
			);
		const db = await getDb();
		// Sync never takes the room editors need on the database's disk.
		const guard = fileGuardOf(db);
		if (
			(method === 'POST' || method === 'PUT') &&
			guard &&
			guard.freeBytes() < guard.minFreeBytes + env.syncDiskReserveBytes
		)
			return error(507, FULL);

		const writeKey = method === 'GET' || method === 'HEAD' ? '' : writeKeyOf(req);
		if (typeof writeKey !== 'string') return writeKey.response;

		if (method === 'POST') {
			const client = addressGroup(context.ip ?? 'unknown');
			const wait = creations.retryAfterSeconds(client);
			if (wait)
				return error(
					429,
					`Too many sync spaces created from this address. Try again in ${Math.ceil(wait / 60)} minutes.`,
					{ 'Retry-After': String(wait) },
				);
			// Counted before the body is read, so that uploads sent at once cannot all pass the check;
			// given back if no space is created.
			creations.recordFailure(client);
			let created = false;
			let id: string | undefined;
			try {
				const body = await readSpaceBody(req, { withId: true });
				if ('response' in body) return body.response;
				id = body.id!;
				created = await createSpace(db, id, writeKey, body.blob, env.syncBudgetBytes);
				if (!created) return error(409, 'A sync space with this id already exists.');
			} catch (cause) {
				if (cause instanceof ProgressBudgetError) return error(507, FULL);
				throw cause;
			} finally {
				if (!created) creations.release(client);
			}
			return json(
				{ id, version: 1 },
				{
					status: 201,
					cache: CACHE.none,
					headers: { ETag: '"1"' },
				},
			);
		}

		const id = spaceIdOf(req);
		if (typeof id !== 'string') return id.response;

		if (method === 'GET' || method === 'HEAD') {
			const space = await getSpace(db, id);
			if (!space) return error(404, UNKNOWN);
			return json(
				{ blob: encodeBlob(space.blob), version: space.version, updatedAt: space.updatedAt },
				{ cache: CACHE.none, headers: { ETag: `"${space.version}"` } },
			);
		}

		const expected = ifMatchVersions(req);
		if (expected === undefined)
			return error(
				428,
				'If-Match must carry the version this device last read, e.g. If-Match: "3".',
			);
		try {
			if (method === 'DELETE')
				return (await deleteSpace(db, id, writeKey, expected)) ? noContent() : error(404, UNKNOWN);
			const body = await readSpaceBody(req, { withId: false });
			if ('response' in body) return body.response;
			const version = await replaceSpace(
				db,
				id,
				writeKey,
				body.blob,
				expected,
				env.syncBudgetBytes,
			);
			if (version === undefined) return error(404, UNKNOWN);
			return json({ version }, { cache: CACHE.none, headers: { ETag: `"${version}"` } });
		} catch (cause) {
			if (cause instanceof ProgressBudgetError) return error(507, FULL);
			if (cause instanceof ProgressKeyError) return error(403, cause.message);
			if (!(cause instanceof ProgressStaleError)) throw cause;
			// A stale delete is refused as HTTP says (412); a stale write gets the stored copy to merge.
			if (method === 'DELETE')
				return error(
					412,
					`The sync space changed since this device last read it (now version ${cause.current.version}).`,
					{ ETag: `"${cause.current.version}"` },
				);
			return json(
				{
					error: `${cause.message} Merge the stored state (version ${cause.current.version}) and write again.`,
					field: 'If-Match',
					blob: encodeBlob(cause.current.blob),
					version: cause.current.version,
				},
				{ status: 409, cache: CACHE.none, headers: { ETag: `"${cause.current.version}"` } },
			);
		}
	});

export const config: Config = { path: ['/api/progress', '/api/progress/:id'] };
