/**
 * Performance budgets, checked on the build output (dist/), not timed: the same bytes give the
 * same result on any machine. `npm test` builds first; run `npm run build` before running this
 * file alone. `npm run bench:pages` prints every page's figures.
 *
 * Sizes are brotli at the highest quality; 1 KB = 1024 bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST_DIR } from '../../scripts/lib.ts';
import {
	explorableWeights,
	formatKB,
	listPages,
	pageWeight,
	type PageWeight,
} from '../../scripts/page-weight.ts';
import { EXPLORABLES } from '../../src/lib/explorables/catalog.ts';
import { GLOSSARY_HTML_BUDGET } from './glossary-budget.ts';
import type { OfflinePack } from '../../src/lib/offline/caches.ts';

const KB = 1024;

type Kind =
	| 'html'
	| 'markup'
	| 'inlinedPictures'
	| 'learning'
	| 'explorables'
	| 'css'
	| 'fonts'
	| 'js'
	| 'jsForView'
	| 'jsBesidesReact'
	| 'inlineScripts';

/** How each kind of bytes is named in a failure. */
const KIND_LABEL: Record<Kind, string> = {
	html: 'HTML',
	markup: 'HTML apart from the pictures, explorables and learning sections carried in it',
	explorables: "explorables' server-rendered figures (picture, words, controls)",
	learning: 'learning sections (checkpoints, level and outcomes, paths, review terms)',
	inlinedPictures: 'pictures carried in the HTML (lead diagram, icon)',
	css: 'render-blocking CSS',
	fonts: 'web fonts',
	js: 'JavaScript before interaction',
	jsForView: "JavaScript before interaction for an address that asks for an island's view",
	jsBesidesReact: 'JavaScript before interaction besides the shared React runtime',
	inlineScripts: 'inline scripts (head script, progress paint script)',
};

interface PageType {
	name: string;
	/** dist paths; `*` stands for one path segment. */
	pages: string[];
	/** dist paths left to another page type. */
	except?: string[];
	budgets: Partial<Record<Kind, number>>;
}

/** One line per page type. A page can belong to several types; every matching budget applies. */
const PAGE_TYPES: PageType[] = [
	// The render-blocking CSS grew from 10 to 10.25 KB for the learner's journey (issue 38): an
	// empty progress bar drawn as an outlined track rather than a full grey bar, and the words of a
	// step's done button. The home page, the largest, had 2 B left; these took it 43 B over.
	{
		name: 'every page',
		pages: ['*.html', '*/*.html'],
		except: ['admin/glossary.html', 'review.html'],
		budgets: { css: 10.25 * KB, fonts: 15 * KB },
	},
	// The editors' screen and /review (application pages, not indexed reading pages) each link one
	// stylesheet with the site's classes and their own (src/styles/admin-screen.css,
	// review-screen.css); no other page carries their classes.
	{
		name: 'own-stylesheet screen',
		pages: ['admin/glossary.html', 'review.html'],
		budgets: { css: 11 * KB, fonts: 15 * KB },
	},

	{
		name: 'reading page',
		pages: [
			'index.html',
			'topics.html',
			'topics/*.html',
			'blog.html',
			'blog/*.html',
			'resources.html',
			'about.html',
			'contact.html',
			'privacy-policy.html',
			'terms-and-conditions.html',
			'disclaimer.html',
			'404.html',
		],
		budgets: { js: 0 },
	},
	// A guide carries its lead diagram and the site icon in its HTML, so that they paint with the
	// text instead of after a request of their own; they are budgeted apart from the guide's markup,
	// as is what makes it a lesson: 4–7 checkpoint blocks of three or more questions (every option
	// with its explanation, readable and answerable without JavaScript), what the guide expects and
	// teaches, its place in learning paths and its review terms. The markup budget grew from 20 to
	// 20.25 KB for two lines every page now carries (the content licence in the footer, the offline
	// worker's registration after load): about 0.1 KB on the longest guide. It grew to 20.5 KB for
	// the dated "What changed" list under every guide's dates (docs/decisions/dates-on-content.md):
	// about 150 B for three entries (reinforcement learning, computer vision), which with a sentence
	// added to its outlook took the longest guide 38 B over 20.25 KB; the list only grows. It grew to
	// 20.75 KB for the learner's journey and the content review of 2026-11-28: Learn and Review in
	// every page's navigation, the hash of the learning blocks' script in the page's policy (the
	// script itself is in a learning section), and the review's corrections; the reinforcement
	// learning guide went from 20,819 to 21,086 B. The learning sections grew from 9 to 9.5 KB for
	// the script a guide's first learning block carries (the path followed, done steps, earlier
	// answers restored before the first paint, arrow keys: 1.27 KB) and the way-on blocks after
	// each path step; the transformer guide went from 7,847 to 9,331 B, and "Practise this section
	// later" under each of its blocks adds about 80 B. The markup budget grew to 21 KB for the island
	// loader's wake on the reader's first text selection, so that "Make a card" offers itself for
	// the first sentence selected (issue 39): the reinforcement learning guide is 21,288 B.
	{
		name: 'guide',
		pages: ['topics/*.html'],
		// An explorable's figure as the server renders it is about 1 KB: up to three per guide. The
		// learning sections grew to 10 KB for each explorable's "predict, then try" question (issue 40):
		// about 250 B each, and the transformer guide was at 9,331 B.
		budgets: {
			markup: 21 * KB,
			inlinedPictures: 2 * KB,
			learning: 10 * KB,
			explorables: 3.5 * KB,
		},
	},
	// Learning paths load no JavaScript before interaction: their progress is painted by a small
	// inline script (src/lib/learning/paint.ts).
	{ name: 'learning path', pages: ['learn/*.html'], budgets: { js: 0, inlineScripts: 3 * KB } },
	// /learn: the same inline paint script; its progress tools hydrate on interaction.
	{ name: 'learn', pages: ['learn.html'], budgets: { js: 0, inlineScripts: 3 * KB } },
	// /review is an application page: its island loads at once. Its own code, React apart.
	{ name: 'review', pages: ['review.html'], budgets: { jsBesidesReact: 40 * KB } },
	{ name: 'blog article', pages: ['blog/*.html'], budgets: { html: 20 * KB } },
	// The glossary's island hydrates on first interaction; an address that asks for one of its
	// views (?letter=, ?term=, a filter, a search) hydrates it as the page loads.
	// Its HTML carries the page's stylesheet and the A–Z index's overview, which stays the same size
	// at any number of terms (glossary-scale.test.ts checks the page at 10 000); every term is on its
	// letter's page.
	{
		name: 'glossary',
		pages: ['glossary.html'],
		budgets: { html: GLOSSARY_HTML_BUDGET, js: 0, jsForView: 80 * KB },
	},
	// One letter of the A–Z index: plain links, no JavaScript.
	{
		name: 'glossary letter page',
		pages: ['glossary/letters/*.html'],
		budgets: { html: 20 * KB, css: 10 * KB, fonts: 15 * KB, js: 0 },
	},
];

if (!existsSync(join(DIST_DIR, 'index.html'))) {
	throw new Error(
		`No build in ${DIST_DIR}: the budgets are computed from it. Run "npm run build" (npm test builds first).`,
	);
}

const pages = listPages(DIST_DIR);
const weights = new Map<string, PageWeight>();
const weightOf = (page: string) =>
	weights.get(page) ?? weights.set(page, pageWeight(DIST_DIR, page)).get(page)!;

function matches(pattern: string, page: string): boolean {
	const source = pattern
		.split('*')
		.map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
		.join('[^/]+');
	return new RegExp(`^${source}$`).test(page);
}

/** "topics/x.html: HTML is 21.7 KB, 1.7 KB over the 20.0 KB budget" */
function overrun(weight: PageWeight, kind: Kind, budget: number): string | undefined {
	const actual = weight[kind];
	if (actual <= budget) return undefined;
	const detail =
		kind === 'js'
			? ` (${weight.jsFiles.join(', ')})`
			: kind === 'jsForView'
				? ` (${weight.jsForViewFiles.join(', ')})`
				: '';
	return `${weight.page}: ${KIND_LABEL[kind]} is ${formatKB(actual)}, ${formatKB(actual - budget)} over the ${formatKB(budget)} budget${detail}`;
}

describe.each(PAGE_TYPES)('budget: $name', ({ pages: patterns, except = [], budgets }) => {
	const matched = pages.filter(
		(page) => patterns.some((pattern) => matches(pattern, page)) && !except.includes(page),
	);

	test('applies to pages of the build', () => {
		expect(matched.length, `no page in ${DIST_DIR} matches ${patterns.join(', ')}`).toBeGreaterThan(
			0,
		);
	});

	for (const [kind, budget] of Object.entries(budgets) as [Kind, number][]) {
		test(`${KIND_LABEL[kind]} ≤ ${formatKB(budget)}`, () => {
			const overruns = matched.map((page) => overrun(weightOf(page), kind, budget)).filter(Boolean);
			expect(overruns).toEqual([]);
		});
	}
});

test("the glossary's own JavaScript is counted for an address that asks for a view (runtime, React, the island), so its zero before interaction means zero", () => {
	const glossary = weightOf('glossary.html');
	expect(glossary.jsFiles).toEqual([]);
	expect(glossary.jsForViewFiles.some((file) => /GlossaryBrowser\.[\w-]+\.js$/.test(file))).toBe(
		true,
	);
	expect(glossary.jsForViewFiles.some((file) => /react\.[\w-]+\.js$/.test(file))).toBe(true);
	expect(glossary.jsForViewFiles.some((file) => /island-runtime\.[\w-]+\.js$/.test(file))).toBe(
		true,
	);
	expect(glossary.jsForViewFiles.some((file) => /ThemeToggle/.test(file))).toBe(false);
});

// A page's first Intl.DateTimeFormat loads the browser's date data: 50–300 ms of main-thread work
// on a phone's CPU, which was the longest task of /review's load (Total Blocking Time,
// docs/performance.md). Its dates are written from Date's English names (src/lib/dates.ts).
test("/review's JavaScript before interaction makes no Intl date formatter", () => {
	const review = weightOf('review.html');
	expect(review.jsFiles.length).toBeGreaterThan(0);
	const formatting = review.jsFiles.filter((file) =>
		readFileSync(join(DIST_DIR, file), 'utf8').includes('Intl.DateTimeFormat'),
	);
	expect(formatting).toEqual([]);
});

// Issue 40: each explorable costs at most 15 KB of JavaScript besides the React runtime, fetched
// only when the reader touches it (Distill-like figures in Python cost 8–10 MB before NumPy).
const EXPLORABLE_JS = 15 * KB;
test(`every explorable on /explore fetches ≤ ${formatKB(EXPLORABLE_JS)} of JavaScript besides React when it wakes`, () => {
	const weighed = explorableWeights(DIST_DIR);
	expect([...weighed.keys()].sort()).toEqual(EXPLORABLES.map((e) => e.slug).sort());
	const over = [...weighed]
		.filter(([, bytes]) => bytes > EXPLORABLE_JS)
		.map(([slug, bytes]) => `${slug}: ${formatKB(bytes)}`);
	expect(over).toEqual([]);
});

// Review finding 8 (2026-11-28): "Save the glossary" downloaded a full page per term, 5.2 MB at
// 995 terms. Its term pages are now one shell and shards of the terms' own parts
// (src/lib/offline/term-pages.ts): the pack's compressed bytes, everything saving downloads, were
// 1.48 MB at 995 terms. Counted per term, so that a writer's new term does not fail it: 1.5 MB at
// 995 terms is 1,581 B a term, shell and index included.
const SAVED_GLOSSARY_PER_TERM = 1_581;
test(`saving the glossary for offline downloads ≤ ${SAVED_GLOSSARY_PER_TERM} B a term`, () => {
	const pack = JSON.parse(
		readFileSync(join(DIST_DIR, 'offline/packs/glossary.json'), 'utf8'),
	) as OfflinePack;
	expect(pack.terms).toBeGreaterThan(0);
	expect(
		pack.bytes / pack.terms!,
		`${formatKB(pack.bytes)} for ${pack.terms} terms`,
	).toBeLessThanOrEqual(SAVED_GLOSSARY_PER_TERM);
});
