/**
 * Content collections: the topic guides and blog articles (MDX files under content/), the
 * glossary's terms, the learning paths and checkpoints, and the sections of the /topics overview.
 * The file name is the slug. The schemas (src/collections/schemas.ts) check every field at build time.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { TermFileSchema } from './lib/glossary/schema.ts';
import { loadGlossaryTerms } from './server/glossary-source.ts';
import {
	blogSchema,
	checkpointSchema,
	pathSchema,
	topicSchema,
	topicsOverviewSchema,
} from './collections/schemas.ts';

const topics = defineCollection({
	loader: glob({ base: './content/topics', pattern: '*.mdx' }),
	schema: ({ image }) => topicSchema(image),
});

const blog = defineCollection({
	loader: glob({ base: './content/blog', pattern: '*.mdx' }),
	schema: ({ image }) => blogSchema(image),
});

/**
 * Glossary terms: from the live database when one is configured (so editors' saves reach the
 * static pages on the next build), from content/glossary/terms otherwise. One entry per slug, in
 * the term-file form (src/lib/glossary/term-model.ts).
 */
const glossary = defineCollection({
	loader: {
		name: 'ai-atlas:glossary',
		async load({ store, parseData, logger }) {
			const { terms, source, problems } = await loadGlossaryTerms();
			if (problems.length) {
				throw new Error(
					`Invalid glossary term files:\n${problems.map((p) => `  ${p.file}: ${p.message}`).join('\n')}`,
				);
			}
			store.clear();
			for (const term of terms)
				store.set({ id: term.slug, data: await parseData({ id: term.slug, data: term }) });
			logger.info(`${terms.length} terms from ${source}`);
		},
	},
	schema: TermFileSchema,
});

/** Learning paths (content/paths/*.yaml, see its README): /learn and /learn/{slug}. */
const paths = defineCollection({
	loader: glob({ base: './content/paths', pattern: '*.yaml' }),
	schema: pathSchema,
});

/** "Check your understanding" blocks of a guide (content/checkpoints/{guide}.yaml, see its README). */
const checkpoints = defineCollection({
	loader: glob({ base: './content/checkpoints', pattern: '*.yaml' }),
	schema: checkpointSchema,
});

/** The short sections of /topics (content/topics-overview/<anchor>.yaml). */
const topicsOverview = defineCollection({
	loader: glob({ base: './content/topics-overview', pattern: '*.yaml' }),
	schema: topicsOverviewSchema,
});

export const collections = { topics, blog, glossary, paths, checkpoints, topicsOverview };
