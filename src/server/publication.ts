/**
 * Whether editors' saves have reached the static pages: the state of the rebuild that follows
 * every write (src/server/rebuild.ts), kept in the database (app_meta) so every process and
 * function instance sees the same, and a restart remembers a failure. `/api/health` reports it
 * and the admin screen shows it, so "Saved" never hides a build that failed.
 */
import type { Client, Transaction } from '@libsql/client';
import { inWriteTransaction } from './glossary/term-writes.ts';
import type { Publication, PublicationEvent } from '../lib/admin/publication.ts';

export type { Publication, PublicationEvent };

const KEY = 'publication';

const EMPTY: Omit<Publication, 'mode'> = {
	state: 'published',
	last_success_at: null,
	last_failure: null,
	waiting_since: null,
};

/** Terminal colour codes (ESC [ … m), which a build prints around its errors. */
// eslint-disable-next-line no-control-regex
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;

/** The first line of a failed build's output that says what went wrong. */
export function firstErrorLine(output: string): string {
	const lines = output
		.split('\n')
		// Colour codes and the timestamps Astro prefixes are noise here.
		.map((line) =>
			line
				.replace(COLOUR_CODES, '')
				.replace(/^\d\d:\d\d:\d\d\s+/, '')
				.trim(),
		)
		.filter(Boolean);
	const line = lines.find((l) => /error|failed|cannot|invalid/i.test(l)) ?? lines[0];
	return (line ?? 'The build stopped without saying why.').slice(0, 300);
}

/** The stored state; none, or one that cannot be read, is EMPTY. */
async function read(db: Client | Transaction): Promise<Omit<Publication, 'mode'>> {
	const row = (await db.execute({ sql: 'SELECT value FROM app_meta WHERE key = ?', args: [KEY] }))
		.rows[0];
	try {
		return { ...EMPTY, ...(JSON.parse(String(row?.value ?? '{}')) as Partial<Publication>) };
	} catch {
		return { ...EMPTY };
	}
}

/** The state of publication; `mode` says how this deployment rebuilds after a save. */
export async function readPublication(db: Client, mode: Publication['mode']): Promise<Publication> {
	return { mode, ...(await read(db)) };
}

/** The state after an event, from the state before it (pure, for tests). */
export function nextPublication(
	before: Omit<Publication, 'mode'>,
	event: PublicationEvent,
	at: string,
): Omit<Publication, 'mode'> {
	switch (event.type) {
		case 'requested':
			return { ...before, state: 'waiting', waiting_since: before.waiting_since ?? at };
		case 'building':
			return { ...before, state: 'building' };
		case 'published':
			return {
				...before,
				state: event.more ? 'waiting' : 'published',
				last_success_at: at,
				// Saves made while this build ran wait for the next one.
				waiting_since: event.more ? (event.since ?? at) : null,
			};
		case 'failed':
			return { ...before, state: 'failed', last_failure: { at, error: event.error } };
	}
}

/**
 * Records an event of the rebuild, reading and writing the state in one write transaction (queued
 * behind editors' saves on a local file, so a save in progress delays it rather than losing it).
 * Never throws: publication state must not fail a write.
 */
export async function recordPublication(db: Client, event: PublicationEvent): Promise<void> {
	try {
		await inWriteTransaction(db, async (tx) => {
			const next = nextPublication(await read(tx), event, new Date().toISOString());
			await tx.execute({
				sql: `INSERT INTO app_meta (key, value) VALUES (?, ?)
					ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
				args: [KEY, JSON.stringify(next)],
			});
		});
	} catch (cause) {
		console.error(`Could not record the publication state: ${(cause as Error).message}`);
	}
}
