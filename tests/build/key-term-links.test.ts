/**
 * Every guide links its own key terms (the `reviewTerms` of content/topics/*.mdx) to their term
 * pages from its text: at least 80 % of them (issue 42, item 3). The glossary linker links them
 * first (rule 9 in src/lib/glossary/linker.ts); a term the writer links by hand counts too. A key
 * term the text never names in a linkable form (only in a heading, the FAQ, a checkpoint) cannot
 * link: name it in a sentence, or choose the guide's key terms from what it teaches.
 * Reads the build (npm test builds first; run `npm run build` before running this file alone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST_DIR } from '../../scripts/lib.ts';
import { readGuideTerms } from '../../src/integrations/guide-terms.ts';
import { contentFiles } from '../helpers/content.ts';

/** The share of a guide's key terms its text must link. */
const MIN_SHARE = 0.8;

const PROSE_START = '<div class="prose';
const PROSE_END = '<section aria-labelledby="faq-heading"';

/** Removes the `<section>` elements whose start tag matches `attribute`, with what they hold. */
function withoutSections(html: string, attribute: RegExp): string {
	let out = '';
	let depth = 0;
	let at = 0;
	for (const tag of html.matchAll(/<section\b[^>]*>|<\/section>/g)) {
		const opening = tag[0] !== '</section>';
		if (depth === 0) {
			if (!opening || !attribute.test(tag[0])) continue;
			out += html.slice(at, tag.index);
			depth = 1;
		} else {
			depth += opening ? 1 : -1;
			if (depth === 0) at = tag.index + tag[0].length;
		}
	}
	return depth === 0 ? out + html.slice(at) : out;
}

/**
 * The guide's text as built: the prose between the guide's introduction and its FAQ, without the
 * learning blocks (checkpoints, path steps) it carries.
 */
function guideText(html: string): string | undefined {
	const start = html.indexOf(PROSE_START);
	const end = html.indexOf(PROSE_END, start);
	if (start === -1 || end === -1) return undefined;
	return withoutSections(html.slice(start, end), /\bdata-learning\b/);
}

/** The term slugs a piece of HTML links to (/glossary/{slug}), linker's or the writer's. */
function linkedTerms(html: string): Set<string> {
	return new Set(
		[...html.matchAll(/<a\b[^>]*\bhref="\/glossary\/([^"?#/]+)"/g)].map((m) =>
			decodeURIComponent(m[1]!),
		),
	);
}

describe('the page reading helpers', () => {
	test('the text of a guide leaves out its learning blocks, nested sections included', () => {
		const html = [
			'<p>intro <a href="/glossary/intro">x</a></p>',
			PROSE_START,
			'">a <a class="glossary-link" href="/glossary/alpha">alpha</a>',
			'<section class="checkpoint" data-learning=""><section><a href="/glossary/beta">b</a></section>',
			'<a href="/glossary/gamma">g</a></section>',
			'<section><a href="/glossary/delta">d</a></section>',
			'</div>',
			PROSE_END,
			'><a href="/glossary/faq">faq</a></section>',
		].join('');
		expect([...linkedTerms(guideText(html)!)]).toEqual(['alpha', 'delta']);
		expect(guideText('<main>no prose</main>')).toBeUndefined();
	});
});

const guides = Object.entries(readGuideTerms());

test('every guide of content/topics names its key terms', () => {
	expect(guides.map(([slug]) => slug).sort()).toEqual(contentFiles('topics').map((g) => g.slug));
});

test(`every guide links at least ${MIN_SHARE * 100} % of its key terms from its text`, () => {
	expect(existsSync(join(DIST_DIR, 'index.html')), 'run npm run build first').toBe(true);
	const missing: string[] = [];
	const below: string[] = [];
	for (const [guide, terms] of guides) {
		const file = join(DIST_DIR, 'topics', `${guide}.html`);
		const text = existsSync(file) ? guideText(readFileSync(file, 'utf8')) : undefined;
		if (text === undefined) {
			missing.push(`topics/${guide}.html`);
			continue;
		}
		const linked = linkedTerms(text);
		const unlinked = terms.filter((slug) => !linked.has(slug));
		const share = (terms.length - unlinked.length) / terms.length;
		if (share < MIN_SHARE)
			below.push(
				`content/topics/${guide}.mdx links ${terms.length - unlinked.length} of its ${terms.length} reviewTerms from its text (${Math.round(share * 100)} %; the rule is at least ${MIN_SHARE * 100} %, content/README.md "Key terms"). Not linked: ${unlinked.join(', ')}. Name each in a sentence of the body, or take it out of reviewTerms.`,
			);
	}
	expect(missing, 'guides without a built page, or whose prose the test cannot find').toEqual([]);
	expect(below).toEqual([]);
});
