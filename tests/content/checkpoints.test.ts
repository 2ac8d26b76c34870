/**
 * Every checkpoint file in content/checkpoints passes the checkpoint lint
 * (src/lib/learning/checkpoint-lint.ts, rules in content/checkpoints/README.md): no length or
 * position cue, no unexplained absolute word in a wrong option, and nothing cited that the
 * question's section never mentions. A failure lists every problem of every file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import {
	checkpointFigures,
	lintCheckpoints,
	type LintSection,
} from '../../src/lib/learning/checkpoint-lint.ts';
import { guideSections } from '../../src/lib/learning/guide-sections.ts';
import { CONTENT_DIR, TERMS_DIR } from '../helpers/content.ts';

const CONTENT = CONTENT_DIR;
const TERMS = TERMS_DIR;

const glossary = readdirSync(TERMS)
	.filter((name) => name.endsWith('.json'))
	.map((name) => {
		const term = JSON.parse(readFileSync(join(TERMS, name), 'utf8')) as {
			slug: string;
			term: string;
			aliases?: string[];
		};
		return { slug: term.slug, names: [term.term, ...(term.aliases ?? [])] };
	});

const files = readdirSync(join(CONTENT, 'checkpoints')).filter((name) => name.endsWith('.yaml'));

test('there are checkpoint files to check', () => {
	expect(files.length).toBeGreaterThan(0);
});

test('every checkpoint file passes the checkpoint lint', () => {
	const problems = files.flatMap((name) => {
		const guide = name.replace(/\.yaml$/, '');
		const { sections } = parse(readFileSync(join(CONTENT, 'checkpoints', name), 'utf8')) as {
			sections: LintSection[];
		};
		const mdx = readFileSync(join(CONTENT, 'topics', `${guide}.mdx`), 'utf8');
		return lintCheckpoints(guide, sections, { sections: guideSections(mdx), glossary });
	});
	expect(problems.length, `\n${problems.join('\n')}\n`).toBe(0);
});

test('figures are computed for every file (a guide with choice questions has some)', () => {
	for (const name of files) {
		const { sections } = parse(readFileSync(join(CONTENT, 'checkpoints', name), 'utf8')) as {
			sections: LintSection[];
		};
		const figures = checkpointFigures(sections);
		expect(figures.positions.reduce((a, b) => a + b, 0)).toBe(figures.choiceQuestions);
	}
});
