// @vitest-environment jsdom
import { beforeAll, describe, expect, test } from 'vitest';
import { DIGEST_EVENT, DIGEST_KEY, SYNC_FLAG_KEY } from './digest.ts';
import { digestOf } from './digest-of.ts';
import type { PathOutline } from './progress.ts';
import { emptyState, markStep, recordAnswer } from './state.ts';

const PATH: PathOutline = {
	slug: 'foundations',
	title: 'Foundations',
	steps: [
		{ key: 'guide:neurons', title: 'Neurons', href: '/topics/neurons' },
		{ key: 'guide:attention', title: 'Attention', href: '/topics/attention' },
		{ key: 'article:scaling', title: 'Scaling', href: '/articles/scaling' },
	],
};

/** Writes the reader's progress as the store does, and tells the page. */
function progress(steps: string[], answers: Record<string, boolean> = {}) {
	let state = emptyState();
	for (const key of steps) state = markStep(state, key, true, Date.now() - 1000);
	for (const [key, correct] of Object.entries(answers))
		state = recordAnswer(state, key, { choice: 0, correct }, Date.now() - 1000);
	localStorage.setItem(DIGEST_KEY, JSON.stringify(digestOf(state)));
	dispatchEvent(new Event(DIGEST_EVENT));
}

const text = (selector: string) => document.querySelector(selector)!.textContent;
const shown = (selector: string) =>
	document.querySelector(selector)!.hasAttribute('data-progress-shown');

beforeAll(async () => {
	document.body.innerHTML = `
		<script type="application/json" id="learn-data">${JSON.stringify({
			paths: [PATH],
			guides: { attention: 4 },
		})}</script>
		<div data-path-progress="foundations"><progress max="3"></progress><span data-progress-text></span></div>
		<p data-mastery="attention"></p>
		<div data-continue><span data-continue-path></span><a href="/learn">Start</a></div>
		<p data-start-learning>Start learning</p>
		<p data-progress-only>Your progress</p>`;
	localStorage.setItem(SYNC_FLAG_KEY, '1');
	// The script paints as the page loads it.
	await import('./paint.ts');
});

describe('the progress paint script', () => {
	test('a new reader is offered a start, and nothing of progress shows', () => {
		expect(text('[data-progress-text]')).toBe('0 of 3 steps done');
		expect(shown('[data-continue]')).toBe(false);
		expect(document.querySelector<HTMLElement>('[data-start-learning]')!.hidden).toBe(false);
		expect(shown('[data-progress-only]')).toBe(false);
		expect(document.documentElement.hasAttribute('data-sync-on')).toBe(true);
	});

	test('done steps fill the path, and Continue leads to the next step', () => {
		progress(['guide:neurons']);
		expect(text('[data-progress-text]')).toBe('1 of 3 steps done');
		expect(document.querySelector('progress')!.value).toBe(1);
		const link = document.querySelector<HTMLAnchorElement>('[data-continue] a')!;
		expect([link.getAttribute('href'), link.textContent]).toEqual([
			'/topics/attention',
			'Attention',
		]);
		expect(text('[data-continue-path]')).toBe('Foundations: 1 of 3 steps done');
		expect(shown('[data-continue]')).toBe(true);
		expect(document.querySelector<HTMLElement>('[data-start-learning]')!.hidden).toBe(true);
		expect(shown('[data-progress-only]')).toBe(true);
	});

	test("a guide's answers set its mastery label", () => {
		expect(text('[data-mastery]')).toBe('Not started');
		progress(['guide:neurons'], {
			'attention/q1': true,
			'attention/q2': true,
			'attention/q3': true,
			'attention/q4': true,
		});
		expect(text('[data-mastery]')).toBe('Mastered');
	});

	test('another tab turning sync off repaints', () => {
		localStorage.removeItem(SYNC_FLAG_KEY);
		dispatchEvent(new StorageEvent('storage', { key: SYNC_FLAG_KEY }));
		expect(document.documentElement.hasAttribute('data-sync-on')).toBe(false);
	});
});
