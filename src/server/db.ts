import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { readServerEnv, type ServerEnv } from './env.ts';

export type { Client };

/**
 * Creates a libSQL client. File databases get their folder created and sensible pragmas
 * (WAL for concurrent readers, a busy timeout so writers queue instead of failing).
 */
export async function createDb(env: Pick<ServerEnv, 'databaseUrl' | 'databaseAuthToken' | 'readOnly'>): Promise<Client> {
	let url = env.databaseUrl;
	if (url.startsWith('file:')) {
		const path = url.slice('file:'.length);
		if (env.readOnly) {
			// The deployed function bundle is read-only; SQLite needs a writable folder for its lock
			// files, so read from a private copy in the temp directory.
			const copy = join(tmpdir(), 'ai-atlas-bundled.db');
			if (!existsSync(copy)) copyFileSync(path, copy);
			url = `file:${copy}`;
		} else {
			mkdirSync(dirname(path), { recursive: true });
		}
	}
	const client = createClient({ url, authToken: env.databaseAuthToken });
	if (url.startsWith('file:')) {
		await client.execute('PRAGMA busy_timeout = 5000');
		if (!env.readOnly) await client.execute('PRAGMA journal_mode = WAL');
	}
	await client.execute('PRAGMA foreign_keys = ON');
	return client;
}

let shared: Promise<Client> | undefined;

/** The process-wide client for function handlers, created on first use from the environment. */
export function getDb(): Promise<Client> {
	shared ??= createDb(readServerEnv());
	return shared;
}

/** Replaces the shared client (tests and the local server use their own database). */
export function setDb(client: Client | Promise<Client> | undefined): void {
	shared = client === undefined ? undefined : Promise.resolve(client);
}
