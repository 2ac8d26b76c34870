import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { DatabaseFailure, classifyDatabaseError } from './db-errors.ts';
import { DatabaseFileGuard } from './db-file.ts';
import { readServerEnv, type ServerEnv } from './env.ts';
import { QueuedWritesClient } from './queued-writes.ts';

export type { Client };

/**
 * How long SQLite itself may wait for a lock, on every pooled connection. It waits by sleeping on
 * the server's only thread, so it stays short: longer waits for a write lock happen in
 * queued-writes.ts, between attempts, without blocking other requests.
 */
const BUSY_TIMEOUT_MS = 20;
/** How long a write waits for another process to release the database before answering 503. */
export const WRITE_LOCK_WAIT_MS = 5000;

export interface DbOptions {
	/** Overrides WRITE_LOCK_WAIT_MS (tests). */
	writeLockWaitMs?: number;
	/** Overrides the free space below which a local file's disk counts as full (tests). */
	minFreeBytes?: number;
}

/**
 * Creates a libSQL client. File databases get their folder created (private to the user), WAL
 * for concurrent readers, and write transactions that wait for the lock without freezing the
 * server.
 */
export async function createDb(
	env: Pick<ServerEnv, 'databaseUrl' | 'databaseAuthToken' | 'readOnly'>,
	options: DbOptions = {},
): Promise<Client> {
	let url = env.databaseUrl;
	const isFile = url.startsWith('file:');
	if (isFile) {
		const path = url.slice('file:'.length);
		if (env.readOnly) {
			// The deployed function bundle is read-only; SQLite needs a writable folder for its lock
			// files, so read from a private copy in the temp directory.
			const copy = join(tmpdir(), 'ai-atlas-bundled.db');
			if (!existsSync(copy)) copyFileSync(path, copy);
			url = `file:${copy}`;
		} else {
			mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
		}
	}
	// `timeout` is the busy timeout of every connection the client's pool opens (a PRAGMA would
	// reach only the one connection it happened to run on).
	const client = createClient({
		url,
		authToken: env.databaseAuthToken,
		...(isFile ? { timeout: BUSY_TIMEOUT_MS } : {}),
	});
	/** Set once the file exists (the first statement creates it). */
	let guard: DatabaseFileGuard | undefined;
	const db = isFile
		? new QueuedWritesClient(client, {
				lockWaitMs: options.writeLockWaitMs ?? WRITE_LOCK_WAIT_MS,
				check: () => guard?.check(),
				reportDamage: (failure) => guard?.reportDamage(failure),
			})
		: client;
	try {
		if (isFile && !env.readOnly) {
			await db.execute('PRAGMA journal_mode = WAL');
			guard = new DatabaseFileGuard(url.slice('file:'.length), {
				minFreeBytes: options.minFreeBytes,
			});
			guards.set(db, guard);
		}
		await db.execute('PRAGMA foreign_keys = ON');
	} catch (cause) {
		db.close();
		throw cause;
	}
	return db;
}

const guards = new WeakMap<Client, DatabaseFileGuard>();

/** The guard of a writable local database file (none for remote or read-only databases). */
export const fileGuardOf = (db: Client): DatabaseFileGuard | undefined => guards.get(db);

let shared: Promise<Client> | undefined;

/**
 * A client given with `setDb`, kept on globalThis: the page function `npm start` runs in-process
 * is bundled with its own copy of this module, and must use the same client as the other
 * functions, not open the file a second time through a second copy of libSQL in one process
 * (SQLite's file locks are per process, so two copies of the library do not see each other's).
 */
const GIVEN = Symbol.for('ai-atlas.db-client');
const given = globalThis as unknown as Record<symbol, Promise<Client> | undefined>;

/**
 * The process-wide client for function handlers, created on first use from the environment. A
 * failed attempt is not kept: the next request tries again, so an instance recovers as soon as
 * the database is back. Failures to connect are DatabaseFailures (503), never bugs (500).
 */
export function getDb(): Promise<Client> {
	const set = given[GIVEN];
	if (set) return set;
	if (!shared) {
		const attempt = createDb(readServerEnv()).catch((cause: unknown) => {
			if (shared === attempt) shared = undefined;
			throw classifyDatabaseError(cause) ?? new DatabaseFailure('unavailable', cause);
		});
		shared = attempt;
	}
	return shared;
}

/** Replaces the shared client (tests and the local server use their own database). */
export function setDb(client: Client | Promise<Client> | undefined): void {
	given[GIVEN] = client === undefined ? undefined : Promise.resolve(client);
	shared = undefined;
}
