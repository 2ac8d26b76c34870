/**
 * Content collections: the ten topic guides and the six blog articles, MDX files under content/,
 * the glossary's terms, the learning paths and checkpoints, and the sections of the /topics
 * overview. The file name is the slug. Zod checks every field at build time.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { DEFAULT_AUTHOR } from './consts.ts';
import { TermFileSchema } from './lib/glossary/schema.ts';
import { dateProblems, type PageDates } from './lib/page-dates.ts';
import { loadGlossaryTerms } from './server/glossary-source.ts';

/** An FAQ shown after the body and published as FAQPage structured data. */
const faqSchema = z.object({
	/** Heading of the FAQ block, e.g. "FAQs [Edge AI]". */
	title: z.string().min(1),
	items: z
		.array(
			z.object({
				question: z.string().min(5),
				/** Plain text; paragraphs separated by a blank line. */
				answer: z.string().min(10),
				/** Starts expanded. */
				open: z.boolean().default(false),
			}),
		)
		.min(1),
});

/** Numbered references; reference n gets the anchor #citation-n. */
const referencesSchema = z.object({
	title: z.string().default('References'),
	items: z.array(z.object({ text: z.string().min(5), url: z.url().optional() })).min(1),
});

/**
 * The page's dated "What changed" list, oldest first, shown under its dates. The first entry is the
 * publication; add one for every change a reader should know about (a fact corrected, a section
 * brought up to date). The last entry is the page's modified date for search engines.
 */
const changesSchema = z
	.array(z.object({ date: z.coerce.date(), note: z.string().min(5).max(240) }).strict())
	.default([]);

/**
 * What the last review checked (e.g. "Checked every dated claim against its source; none had
 * changed."). Required when `reviewed` is later than the last change: a review date alone says
 * nothing a reader can trust.
 */
const reviewNoteSchema = z.string().min(20).max(300).optional();

/** Fails the build on page dates that break the rules of src/lib/page-dates.ts. */
function checkDates(dates: PageDates, ctx: z.RefinementCtx) {
	for (const message of dateProblems(dates))
		ctx.addIssue({ code: 'custom', message, path: ['changes'] });
}

/** Who a guide or a path is written for. */
const levelSchema = z.enum(['beginner', 'intermediate', 'advanced']);

/** A guide or a glossary term the reader should know first (checked to exist: src/learning.ts). */
const prerequisiteSchema = z.union([
	z.object({ guide: z.string().min(1) }).strict(),
	z.object({ term: z.string().min(1) }).strict(),
]);

/** Zoom slider maximum for the page's images: 200 (most pages) or 150. */
const zoomMaxSchema = z.union([z.literal(150), z.literal(200)]).default(200);

const topics = defineCollection({
	loader: glob({ base: './content/topics', pattern: '*.mdx' }),
	schema: ({ image }) =>
		z
			.object({
				/** Page title and <h1>. */
				title: z.string().min(5).max(90),
				/** Meta description for search results. */
				description: z.string().min(50).max(200),
				/** One or two sentences for topic cards. */
				summary: z.string().min(20).max(220),
				keywords: z.array(z.string()).min(1).max(15),
				published: z.coerce.date(),
				/** The date the text last changed in a way readers should know about. */
				modified: z.coerce.date().optional(),
				/** The date an editor last checked the page's dated claims; shown as "Last reviewed". */
				reviewed: z.coerce.date().optional(),
				reviewNote: reviewNoteSchema,
				changes: changesSchema,
				/** Position on /topics. */
				order: z.number().int().min(1),
				/** Who the guide is written for, shown at its top and on /learn. */
				level: levelSchema,
				/** Guides or glossary terms to know first, shown and linked at the top. */
				prerequisites: z.array(prerequisiteSchema).default([]),
				/** What the reader will be able to do after the guide; each starts with a verb. */
				outcomes: z.array(z.string().min(10)).min(2).max(6),
				/** The guide's key terms, added by "Add this guide's terms to review". */
				reviewTerms: z.array(z.string().min(1)).min(3).max(20),
				/** The 800×450 diagram shown under the title (our own SVG). */
				image: image(),
				imageAlt: z.string().min(10),
				zoomMax: zoomMaxSchema,
				/** Set to false to keep the glossary linker off this page. */
				glossaryLinks: z.boolean().default(true),
				faq: faqSchema.optional(),
				references: referencesSchema.optional(),
			})
			.superRefine((data, ctx) => checkDates(data, ctx)),
});

const blog = defineCollection({
	loader: glob({ base: './content/blog', pattern: '*.mdx' }),
	schema: ({ image }) =>
		z
			.object({
				title: z.string().min(5).max(100),
				/** Publication date. */
				date: z.coerce.date(),
				/** The date the text last changed in a way readers should know about. */
				modified: z.coerce.date().optional(),
				/** The date an editor last checked the page's dated claims; shown as "Last reviewed". */
				reviewed: z.coerce.date().optional(),
				reviewNote: reviewNoteSchema,
				changes: changesSchema,
				author: z.string().default(DEFAULT_AUTHOR),
				/** Shown in the blog list and search results. */
				excerpt: z.string().min(20).max(260),
				description: z.string().min(50).max(200),
				keywords: z.array(z.string()).min(1).max(15),
				image: image(),
				imageAlt: z.string().min(10),
				zoomMax: zoomMaxSchema,
				/** Set to false to keep the glossary linker off this page. */
				glossaryLinks: z.boolean().default(true),
			})
			.superRefine((data, ctx) => checkDates({ ...data, published: data.date }, ctx)),
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

/** One step of a learning path: a guide, a section of one, an article, or a few terms. */
const stepSchema = z.union([
	z
		.object({
			guide: z.string().min(1),
			/** The id of one of the guide's `##` headings. */
			section: z.string().min(1).optional(),
			why: z.string().min(20),
		})
		.strict(),
	z.object({ article: z.string().min(1), why: z.string().min(20) }).strict(),
	z
		.object({
			title: z.string().min(3),
			terms: z.array(z.string().min(1)).min(2).max(8),
			why: z.string().min(20),
		})
		.strict(),
]);

/** Learning paths (content/paths/*.yaml, see its README): /learn and /learn/{slug}. */
const paths = defineCollection({
	loader: glob({ base: './content/paths', pattern: '*.yaml' }),
	schema: z.object({
		title: z.string().min(5).max(80),
		description: z.string().min(50).max(200),
		level: levelSchema,
		/** Position on /learn. */
		order: z.number().int().min(1),
		/** Who the path is for and what they need to know already. */
		audience: z.string().min(20),
		/** What the reader will be able to do at the end; each starts with a verb. */
		outcomes: z.array(z.string().min(10)).min(2).max(8),
		steps: z.array(stepSchema).min(3),
	}),
});

const choiceQuestion = z
	.object({
		/** Stable: progress and review cards are keyed by it. */
		id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'),
		type: z.literal('choice'),
		prompt: z.string().min(10),
		options: z
			.array(
				z
					.object({
						text: z.string().min(1),
						correct: z.boolean().default(false),
						explanation: z.string().min(15),
						/**
						 * On a wrong option that uses an absolute word (always, never, only…): why the
						 * absolute is the misconception itself, not a cue (src/lib/learning/checkpoint-lint.ts).
						 */
						absolute: z.string().min(15).optional(),
					})
					.strict(),
			)
			.min(3)
			.max(4)
			.refine((options) => options.filter((o) => o.correct).length === 1, {
				message: 'exactly one option must have correct: true',
			}),
	})
	.strict();

const recallQuestion = z
	.object({
		id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'),
		type: z.literal('recall'),
		prompt: z.string().min(10),
		/** The model answer, revealed on request. */
		answer: z.string().min(15),
	})
	.strict();

/** "Check your understanding" blocks of a guide (content/checkpoints/{guide}.yaml, see its README). */
const checkpoints = defineCollection({
	loader: glob({ base: './content/checkpoints', pattern: '*.yaml' }),
	schema: z.object({
		sections: z
			.array(
				z.object({
					/** The id of the `##` heading whose section the block closes. */
					section: z.string().min(1),
					questions: z.array(z.discriminatedUnion('type', [choiceQuestion, recallQuestion])).min(1),
				}),
			)
			.min(1)
			.refine(
				(sections) => {
					const ids = sections.flatMap((s) => s.questions.map((q) => q.id));
					return new Set(ids).size === ids.length;
				},
				{ message: 'question ids must be unique within the file' },
			),
	}),
});

/**
 * The short sections of /topics that introduce an idea no guide is named after (supervised
 * learning, unsupervised learning, generative AI), each linked from a card beside the guides. The
 * file name is the section's anchor on the page.
 */
const topicsOverview = defineCollection({
	loader: glob({ base: './content/topics-overview', pattern: '*.yaml' }),
	schema: z
		.object({
			/** Position among the sections (and their cards) on /topics. */
			order: z.number().int().min(1),
			/** The section's heading and its card's title. */
			title: z.string().min(3).max(60),
			/** One sentence for the section's card. */
			summary: z.string().min(20).max(220),
			/** The section's paragraphs, plain text. */
			body: z.array(z.string().min(40)).min(1).max(4),
			/** Where to read on: a guide, a glossary term. */
			links: z
				.array(z.object({ href: z.string().startsWith('/'), label: z.string().min(3) }).strict())
				.min(1)
				.max(4),
		})
		.strict(),
});

export const collections = { topics, blog, glossary, paths, checkpoints, topicsOverview };
