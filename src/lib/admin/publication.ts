/**
 * Whether editors' saves have reached the static pages, as `/api/health` reports it
 * (src/server/publication.ts), and how the admin screen says it.
 */
export interface Publication {
	/**
	 * How this deployment publishes saves: `local` rebuilds in the background (`npm start`),
	 * `build-hook` asks Netlify to build (BUILD_HOOK_URL), `off` does not rebuild after a save.
	 */
	mode: 'local' | 'build-hook' | 'off';
	/** `waiting`: saves wait for a build; `building`: one runs (or was handed to Netlify). */
	state: 'published' | 'waiting' | 'building' | 'failed';
	/** When the last build completed (for `build-hook`: when Netlify accepted the last request). */
	last_success_at: string | null;
	/** The last failed build (or refused build request), with the first line of its error. */
	last_failure: { at: string; error: string } | null;
	/** The first save not yet on the pages. */
	waiting_since: string | null;
}

export type PublicationEvent =
	| { type: 'requested' }
	| { type: 'building' }
	/** `more`: saves arrived during the build and wait for the next one (since `since`). */
	| { type: 'published'; more?: boolean; since?: string }
	| { type: 'failed'; error: string };

const time = (iso: string) =>
	new Date(iso).toLocaleTimeString('en-GB', {
		hour: '2-digit',
		minute: '2-digit',
		timeZone: 'UTC',
	}) + ' UTC';

/** One sentence for the admin screen, and whether it is a problem the editor must notice. */
export function describePublication(publication: Publication): { text: string; problem: boolean } {
	const { mode, state, last_success_at: success, last_failure: failure } = publication;
	if (mode === 'off')
		return {
			text: 'Saves are stored at once; this server does not rebuild the pages after them.',
			problem: false,
		};
	if (state === 'failed' && failure)
		return {
			text: `Your saves are kept, but the pages could not be rebuilt (${time(failure.at)}): ${failure.error}${
				success ? ` The pages still show the build of ${time(success)}.` : ''
			}`,
			problem: true,
		};
	if (state === 'waiting' || state === 'building')
		return {
			text:
				mode === 'build-hook' && state === 'building'
					? 'Netlify was asked to rebuild the pages with your latest saves; they usually appear a minute or two later (its deploy log says when).'
					: 'Publishing your latest saves: the pages show them when the build completes.',
			problem: false,
		};
	return {
		text: success
			? `The pages are up to date (last built ${time(success)}).`
			: 'The pages are up to date.',
		problem: false,
	};
}
