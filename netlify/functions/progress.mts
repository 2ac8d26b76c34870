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
import { CACHE, error, json, noContent } from '../../src/server/http.ts';
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
import { route, type Call } from '../../src/server/route.ts';

/** Spaces one client address may create per hour (a reader needs one; a test suite a few). */
export const CREATIONS_PER_HOUR = 20;
const creations = new FailedAttempts({ maxFailures: CREATIONS_PER_HOUR, windowMs: 3_600_000 });

const UNKNOWN = 'No sync space for this code. Check the code, or create a new one.';
const FULL =
	'Sync storage on this server is full. Your progress is kept on this device; try again later.';

/**
 * What every write needs before it reads its body: a writable database, room on its disk for
 * what may grow (POST, PUT; sync never takes the room editors need), and the write key.
 */
async function writable(req: Request) {
	const env = readServerEnv();
	if (env.readOnly)
		return error(
			503,
			'Sync is unavailable on this deployment: it serves a read-only database (configure LIBSQL_URL).',
		);
	const db = await getDb();
	const guard = fileGuardOf(db);
	if (
		req.method !== 'DELETE' &&
		guard &&
		guard.freeBytes() < guard.minFreeBytes + env.syncDiskReserveBytes
	)
		return error(507, FULL);
	const writeKey = writeKeyOf(req);
	return typeof writeKey === 'string' ? { env, db, writeKey } : writeKey.response;
}

/**
 * A write the store refused. A stale delete is refused as HTTP says (412); a stale write gets the
 * stored copy to merge.
 */
function refusedSync(req: Request, cause: unknown): Response {
	if (cause instanceof ProgressBudgetError) return error(507, FULL);
	if (cause instanceof ProgressKeyError) return error(403, cause.message);
	if (!(cause instanceof ProgressStaleError)) throw cause;
	const { version, blob } = cause.current;
	const etag = { ETag: `"${version}"` };
	if (req.method === 'DELETE')
		return error(
			412,
			`The sync space changed since this device last read it (now version ${version}).`,
			etag,
		);
	return json(
		{
			error: `${cause.message} Merge the stored state (version ${version}) and write again.`,
			field: 'If-Match',
			blob: encodeBlob(blob),
			version,
		},
		{ status: 409, cache: CACHE.none, headers: etag },
	);
}

/** PUT replaces a space's blob, DELETE deletes the space: either from the version last read. */
async function change({ req }: Call<unknown>): Promise<Response> {
	const write = await writable(req);
	if (write instanceof Response) return write;
	const id = spaceIdOf(req);
	if (typeof id !== 'string') return id.response;
	const expected = ifMatchVersions(req);
	if (expected === undefined)
		return error(428, 'If-Match must carry the version this device last read, e.g. If-Match: "3".');
	const { db, writeKey, env } = write;
	try {
		if (req.method === 'DELETE')
			return (await deleteSpace(db, id, writeKey, expected)) ? noContent() : error(404, UNKNOWN);
		const body = await readSpaceBody(req, { withId: false });
		if ('response' in body) return body.response;
		const version = await replaceSpace(db, id, writeKey, body.blob, expected, env.syncBudgetBytes);
		if (version === undefined) return error(404, UNKNOWN);
		return json({ version }, { cache: CACHE.none, headers: { ETag: `"${version}"` } });
	} catch (cause) {
		return refusedSync(req, cause);
	}
}

const sync = route({
	GET: async ({ req }) => {
		const id = spaceIdOf(req);
		if (typeof id !== 'string') return id.response;
		const space = await getSpace(await getDb(), id);
		if (!space) return error(404, UNKNOWN);
		return json(
			{ blob: encodeBlob(space.blob), version: space.version, updatedAt: space.updatedAt },
			{ cache: CACHE.none, headers: { ETag: `"${space.version}"` } },
		);
	},
	POST: async ({ req, context }) => {
		const write = await writable(req);
		if (write instanceof Response) return write;
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
		try {
			const body = await readSpaceBody(req, { withId: true });
			if ('response' in body) return body.response;
			const { db, writeKey, env } = write;
			created = await createSpace(db, body.id!, writeKey, body.blob, env.syncBudgetBytes);
			if (!created) return error(409, 'A sync space with this id already exists.');
			return json(
				{ id: body.id, version: 1 },
				{ status: 201, cache: CACHE.none, headers: { ETag: '"1"' } },
			);
		} catch (cause) {
			return refusedSync(req, cause);
		} finally {
			if (!created) creations.release(client);
		}
	},
	PUT: change,
	DELETE: change,
});

const moved = () =>
	error(
		410,
		'Sync now names the space in the Sync-Space header, not the address. Reload the page to sync.',
	);
/** The earlier addresses, with the space id in the path. */
const oldAddress = route({ GET: moved, POST: moved, PUT: moved, DELETE: moved });

export default (req: Request, context: Context) =>
	(context.params?.id === undefined ? sync : oldAddress)(req, context);

export const config: Config = { path: ['/api/progress', '/api/progress/:id'] };
