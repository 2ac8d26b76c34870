/**
 * After an editor's write, the static pages (term pages, the A–Z index, the guides' tooltips) are
 * rebuilt so they show the change without anyone touching git.
 *
 * - Under `npm start` the local server registers a handler that rebuilds in the background and
 *   swaps the served files when the build is complete (scripts/local-server/rebuild.ts).
 * - On Netlify, BUILD_HOOK_URL (a build hook of the site) is called once a burst of writes has
 *   settled: each write records a due time in the database and waits; only the write whose due
 *   time is still current when the wait ends calls the hook, so ten quick saves start one build.
 *
 * A failed hook call is logged and never fails the write: the edit is saved either way, and the
 * next write (or a manual deploy) publishes it.
 */
import type { Client } from '@libsql/client';
import { recordPublication, type Publication } from './publication.ts';

/** How long a burst of writes may go on before the build starts (Netlify). */
export const REBUILD_DEBOUNCE_MS = 8_000;

type LocalHandler = (reason: string) => void;
let localHandler: LocalHandler | undefined;

/** Lets the local server rebuild in-process instead of calling a build hook. */
export function onRebuildRequested(handler: LocalHandler | undefined): void {
	localHandler = handler;
}

interface Options {
	env?: Record<string, string | undefined>;
	/** Keeps the function alive for the debounce (Netlify's context.waitUntil). */
	waitUntil?: (promise: Promise<unknown>) => void;
	debounceMs?: number;
	fetch?: typeof fetch;
}

/** How this deployment publishes editors' saves (reported by /api/health). */
export function publicationMode(): Publication['mode'] {
	if (localHandler) return 'local';
	return process.env.BUILD_HOOK_URL ? 'build-hook' : 'off';
}

/** Asks for the static site to be rebuilt after a glossary write. Never throws. */
export function requestRebuild(
	db: Client,
	reason: string,
	{
		env = process.env,
		waitUntil,
		debounceMs = REBUILD_DEBOUNCE_MS,
		fetch: doFetch = fetch,
	}: Options = {},
): void {
	if (localHandler) {
		localHandler(reason);
		return;
	}
	const hook = env.BUILD_HOOK_URL;
	if (!hook) return;
	const work = (async () => {
		await recordPublication(db, { type: 'requested' });
		const due = String(Date.now() + debounceMs) + Math.random().toString(36).slice(1, 6);
		try {
			await db.execute({
				sql: `INSERT INTO app_meta (key, value) VALUES ('rebuild_due', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
				args: [due],
			});
			await new Promise((resolve) => setTimeout(resolve, debounceMs));
			// Only the last write of the burst still finds its own due time; it claims it and calls
			// the hook. Any other write of the burst leaves that (and recording what came of it) to it.
			const claimed = await db.execute({
				sql: `DELETE FROM app_meta WHERE key = 'rebuild_due' AND value = ? RETURNING value`,
				args: [due],
			});
			if (!claimed.rows.length) return;
			const response = await doFetch(
				`${hook}${hook.includes('?') ? '&' : '?'}trigger_title=${encodeURIComponent(`Glossary edit: ${reason}`)}`,
				{ method: 'POST' },
			);
			if (!response.ok) throw new Error(`the build hook answered ${response.status}`);
			// Netlify accepted the request and builds now; this function never hears how the build
			// ends, so the state says so rather than claiming the pages are up to date.
			await recordPublication(db, { type: 'building' });
		} catch (cause) {
			const message = (cause as Error).message;
			console.error(`Rebuild after "${reason}" not requested: ${message}`);
			await recordPublication(db, {
				type: 'failed',
				error: `Netlify's build hook could not be called: ${message}.`,
			});
		}
	})();
	if (waitUntil) waitUntil(work);
}
