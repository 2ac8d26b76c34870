/**
 * The progress paint script (inlined, run while the page is parsed, before its first paint) of
 * /learn, the path pages and the home page: it reads the digest of the reader's progress from
 * localStorage (digest.ts) and the page's path outlines (`<script type="application/json"
 * id="learn-data">`), and fills in the elements that ask for it:
 * - `[data-path-progress=slug]`: its `<progress>` and `[data-progress-text]` ("3 of 9 steps done");
 * - `[data-mastery=guide]`: its text becomes the guide's mastery level ("Needs review (3 cards
 *   due)" counted again now, from the due times the digest keeps);
 * - `[data-continue]`: its link (`a`) leads to the next step of the path worked on last, and
 *   `[data-continue-path]` names that path;
 * - `[data-start-learning]`: hidden when there is a `[data-continue]` to show;
 * - `[data-progress-only]`: shown (`data-progress-shown`) only when there is progress to show;
 * - `<html data-sync-on>` while sync is on on this device (the sync controls' CSS reads it).
 * It paints again when the digest changes (an island here, or another tab).
 */
import { DIGEST_EVENT, DIGEST_KEY, SYNC_FLAG_KEY, memoryAt, readDigest } from './digest.ts';
import { applyLearningRules, storage } from './learning-rules.ts';
import {
	continueTarget,
	guideMastery,
	masteryLabel,
	pathProgress,
	type PathOutline,
} from './progress.ts';

interface LearnData {
	paths: PathOutline[];
	/** Scored questions per guide. */
	guides: Record<string, number>;
}

function paint() {
	const source = document.getElementById('learn-data');
	if (!source) return;
	const data = JSON.parse(source.textContent || '{}') as LearnData;
	const kept = storage();
	const digest = readDigest(kept);
	document.documentElement.toggleAttribute('data-sync-on', kept?.getItem(SYNC_FLAG_KEY) === '1');
	const all = (selector: string) => document.querySelectorAll<HTMLElement>(selector);
	const show = (element: HTMLElement, on: boolean) =>
		element.toggleAttribute('data-progress-shown', on);

	let any = Object.keys(digest.steps).length > 0;
	for (const element of all('[data-path-progress]')) {
		const path = data.paths.find((p) => p.slug === element.dataset.pathProgress);
		if (!path) continue;
		const progress = pathProgress(path, digest.steps);
		const bar = element.querySelector('progress');
		if (bar) bar.value = progress.done;
		const text = element.querySelector('[data-progress-text]');
		if (text) text.textContent = `${progress.done} of ${progress.total} steps done`;
	}
	for (const element of all('[data-mastery]')) {
		const guide = element.dataset.mastery!;
		const [answered, correct] = digest.guides[guide] ?? [0, 0];
		const memory = memoryAt(digest, guide, Date.now());
		if (answered || memory) any = true;
		element.textContent = masteryLabel(
			guideMastery(answered, correct, data.guides[guide] ?? 0, memory),
			memory,
		);
	}
	const target = continueTarget(data.paths, digest.steps);
	for (const element of all('[data-continue]')) {
		const link = element.querySelector('a');
		if (target && link) {
			link.href = target.step.href;
			link.textContent = target.step.title;
		}
		const path = element.querySelector('[data-continue-path]');
		if (target && path)
			path.textContent = `${target.path.title}: ${target.progress.done} of ${target.progress.total} steps done`;
		show(element, !!target);
	}
	// The home page offers a new reader a start where it offers a returning one Continue.
	for (const element of all('[data-start-learning]')) element.hidden = !!target;
	for (const element of all('[data-progress-only]:not([data-continue])')) show(element, any);
}

// Done steps, and the route followed (opening these pages starts or forgets it).
applyLearningRules();
paint();
addEventListener(DIGEST_EVENT, paint);
addEventListener('storage', (event: StorageEvent) => {
	if (event.key === DIGEST_KEY || event.key === SYNC_FLAG_KEY || event.key === null) paint();
});
