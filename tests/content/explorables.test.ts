/**
 * Every explorable of the catalogue is woven into the site (issue 40): it sits in its guide, in
 * the section the catalogue names, whose checkpoint asks at least one "predict, then try" question
 * about it; at least three existing glossary terms link it; and its settings' query parameters
 * are its own, so that a shared address wakes only the figure it names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { EXPLORABLES } from '../../src/lib/explorables/catalog';
import { CONTENT_DIR } from '../helpers/content.ts';

const CONTENT = CONTENT_DIR;

test('there are explorables, and their query parameters are not shared', () => {
	expect(EXPLORABLES.length).toBeGreaterThan(0);
	const params = EXPLORABLES.flatMap((e) => e.params);
	expect(params.length).toBe(new Set(params).size);
	expect(new Set(EXPLORABLES.map((e) => e.slug)).size).toBe(EXPLORABLES.length);
});

describe.each(EXPLORABLES)('explorable $slug', (e) => {
	test('sits in the section of its guide that the catalogue names', () => {
		const mdx = readFileSync(join(CONTENT, 'topics', `${e.guide}.mdx`), 'utf8');
		const at = mdx.indexOf(`<Explorable slug="${e.slug}" />`);
		expect(
			at,
			`content/topics/${e.guide}.mdx has no <Explorable slug="${e.slug}" />`,
		).toBeGreaterThan(0);
		const heading = [...mdx.slice(0, at).matchAll(/^## (.+)$/gm)].at(-1)?.[1] ?? '';
		const slugged = heading
			.toLowerCase()
			.replace(/[^a-z0-9\s-]/g, '')
			.trim()
			.replace(/\s+/g, '-');
		expect(slugged).toBe(e.section);
	});

	test('its section asks a "predict, then try" question', () => {
		const { sections } = parse(
			readFileSync(join(CONTENT, 'checkpoints', `${e.guide}.yaml`), 'utf8'),
		) as { sections: { section: string; questions: { prompt: string }[] }[] };
		const prompts = sections.find((s) => s.section === e.section)?.questions.map((q) => q.prompt);
		expect(prompts?.some((p) => p.startsWith('Predict, then try it') && p.includes(e.title))).toBe(
			true,
		);
	});

	test('at least three glossary terms link it, and they exist', () => {
		expect(e.terms.length).toBeGreaterThanOrEqual(3);
		for (const term of e.terms)
			expect(existsSync(join(CONTENT, 'glossary', 'terms', `${term}.json`)), term).toBe(true);
	});
});
