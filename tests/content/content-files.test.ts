/**
 * Every content file against the schemas the build gives Astro (src/collections/schemas.ts), and the
 * whole-site checks the build runs at prerender (contentProblems in
 * src/lib/learning/content-check.ts), read straight from the files: the build's verdict on the
 * content in a second, on content/ or on any copy of it (CONTENT_DIR: the sample-content test).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'astro/zod';
import { expect, test } from 'vitest';
import {
	blogSchema,
	checkpointSchema,
	pathSchema,
	topicSchema,
	topicsOverviewSchema,
} from '../../src/collections/schemas.ts';
import { contentProblems, placedCheckpoints } from '../../src/lib/learning/content-check.ts';
import { guideSections } from '../../src/lib/learning/guide-sections.ts';
import { CONTENT_DIR, contentFiles, termSlugs } from '../helpers/content.ts';

/** Astro's `image()` as the build resolves it: a file beside the text. */
const imageBeside = (file: string) => () =>
	z
		.string()
		.refine(
			(src) => existsSync(join(CONTENT_DIR, dirname(file.replace(/^content\//, '')), src)),
			'no such image beside the file',
		);

const collections = [
	['topics', (file: string) => topicSchema(imageBeside(file))],
	['blog', (file: string) => blogSchema(imageBeside(file))],
	['paths', () => pathSchema],
	['checkpoints', () => checkpointSchema],
	['topics-overview', () => topicsOverviewSchema],
] as const;

test('every file matches its schema', async () => {
	const problems: string[] = [];
	for (const [folder, schema] of collections)
		for (const { file, data } of contentFiles(folder)) {
			const parsed = await schema(file).safeParseAsync(data);
			if (!parsed.success)
				problems.push(
					...parsed.error.issues.map(
						(issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`,
					),
				);
		}
	expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
});

test('guides, paths and checkpoints point at things that exist', () => {
	const guides = contentFiles<{
		prerequisites?: ({ guide: string } | { term: string })[];
		reviewTerms?: string[];
	}>('topics');
	const paths = contentFiles<{ steps: Parameters<typeof contentProblems>[0][number]['steps'] }>(
		'paths',
	);
	const checkpoints = contentFiles<{ sections: { section: string }[] }>('checkpoints');
	const problems = contentProblems(
		paths.map(({ slug, data }) => ({ id: slug, steps: data.steps })),
		guides.map(({ slug, data, body }) => ({
			id: slug,
			prerequisites: data.prerequisites ?? [],
			reviewTerms: data.reviewTerms ?? [],
			placedCheckpoints: placedCheckpoints(body),
		})),
		checkpoints.map(({ slug, data }) => ({
			id: slug,
			sections: data.sections.map((s) => s.section),
		})),
		{
			guideSections: new Map(
				guides.map(({ slug, source }) => [slug, [...guideSections(source).keys()]]),
			),
			articles: new Set(contentFiles('blog').map(({ slug }) => slug)),
			terms: new Set(termSlugs()),
		},
	);
	expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
});
