/**
 * The content schemas: what every guide, article, learning path, checkpoint file and /topics
 * section must hold (src/content.config.ts gives them to Astro's collections; the sample-content
 * test checks a copy of content/ with them). The rules are written down in content/README.md.
 *
 * A writer reads these messages in the build's error, after the file and the field Astro names:
 * each states the rule and what to write (`text`, `list`, `rule` below), never zod's bare
 * "Required". Giving each field its own message also keeps Astro's error map from repeating the
 * field name, which its terminal markup garbles ("description**: **description: Required").
 */
import { z } from 'astro/zod';
import { DEFAULT_AUTHOR } from '../lib/consts.ts';
import { dateProblems, type PageDates } from '../lib/page-dates.ts';

/** Astro's `image()` helper (an SVG or raster file beside the text), or a stand-in in tests. */
export type ImageSchema<Image extends z.ZodType = z.ZodType> = () => Image;

type Issue = { code?: string; input?: unknown };

/** How much the writer wrote, for a length error: "(this one has 34 characters)". */
function found(issue: Issue): string {
	const { input } = issue;
	if (issue.code !== 'too_small' && issue.code !== 'too_big') return '';
	if (typeof input === 'string') return ` (this one has ${input.length} characters)`;
	if (Array.isArray(input)) return ` (this one has ${input.length})`;
	return '';
}

/**
 * A field's error message: its rule, with "missing: add it" when the field is absent and the
 * writer's count when it is too short or too long. Zod uses a schema's own message for the
 * issues of its checks too (min, max, int), so one message covers the field.
 */
export const rule =
	(what: string) =>
	(issue: Issue): string =>
		issue.input === undefined ? `missing: add it (${what})` : `${what}${found(issue)}`;

/** Text of `min`–`max` characters (or at least `min`), its rule in every error. */
function text(min: number, max: number | undefined, what: string) {
	const limits = max === undefined ? `at least ${min} characters` : `${min}–${max} characters`;
	const schema = z.string({ error: rule(`${limits}: ${what}`) }).min(min);
	return max === undefined ? schema : schema.max(max);
}

/** A list of `min`–`max` items, its rule in every error. */
function list<T extends z.ZodType>(item: T, min: number, max: number, what: string) {
	return z
		.array(item, { error: rule(`a list of ${min}–${max}: ${what}`) })
		.min(min)
		.max(max);
}

/** A date, written YYYY-MM-DD. */
const date = (what: string) =>
	z.coerce.date({ error: rule(`${what}: a date written YYYY-MM-DD, e.g. 2025-04-12`) });

/** A position in a list of cards: a whole number from 1. */
const order = (where: string) =>
	z
		.number({ error: rule(`a whole number from 1, the position on ${where}`) })
		.int()
		.min(1);

/** An FAQ shown after the body and published as FAQPage structured data. */
export const faqSchema = z.object({
	/** Heading of the FAQ block, e.g. "FAQs [Edge AI]". */
	title: text(1, undefined, 'the FAQ heading, e.g. "FAQs [Edge AI]"'),
	items: z
		.array(
			z.object({
				question: text(5, undefined, 'the question'),
				/** Plain text; paragraphs separated by a blank line. */
				answer: text(10, undefined, 'the answer, plain text'),
				/** Starts expanded. */
				open: z.boolean().default(false),
			}),
		)
		.min(1),
});

/** Numbered references; reference n gets the anchor #citation-n. */
export const referencesSchema = z.object({
	title: z.string().default('References'),
	items: z
		.array(
			z.object({
				text: text(5, undefined, 'the reference as it is cited: authors, year, title, venue'),
				url: z.url({ error: rule('the canonical address, starting https://') }).optional(),
			}),
		)
		.min(1),
});

/**
 * The page's dated "What changed" list, oldest first, shown under its dates. The first entry is the
 * publication; add one for every change a reader should know about (a fact corrected, a section
 * brought up to date). The last entry is the page's modified date for search engines.
 */
const changesSchema = z
	.array(
		z
			.object({
				date: date('when the change was published'),
				note: text(5, 240, 'what changed, for readers'),
			})
			.strict(),
	)
	.default([]);

/**
 * What the last review checked (e.g. "Checked every dated claim against its source; none had
 * changed."). Required when `reviewed` is later than the last change: a review date alone says
 * nothing a reader can trust.
 */
const reviewNoteSchema = text(20, 300, 'what the review checked').optional();

/** Fails the build on page dates that break the rules of src/lib/page-dates.ts. */
function checkDates(dates: PageDates, ctx: z.RefinementCtx) {
	for (const message of dateProblems(dates))
		ctx.addIssue({ code: 'custom', message, path: ['changes'] });
}

/** Who a guide or a path is written for. */
const levelSchema = z.enum(['beginner', 'intermediate', 'advanced'], {
	error: rule('beginner, intermediate or advanced'),
});

/** A guide or a glossary term the reader should know first (checked to exist: src/collections/learning.ts). */
const prerequisiteSchema = z.union(
	[z.object({ guide: z.string().min(1) }).strict(), z.object({ term: z.string().min(1) }).strict()],
	{
		error: rule(
			'either "guide: <slug of content/topics>" or "term: <slug of content/glossary/terms>"',
		),
	},
);

/** Zoom slider maximum for the page's images: 200 (most pages) or 150. */
const zoomMaxSchema = z
	.union([z.literal(150), z.literal(200)], { error: rule('150 or 200, or leave it out for 200') })
	.default(200);

/**
 * What guides and articles both carry: the summary and phrases for search engines, the dates, the
 * diagram under the title, the glossary linker's switch, and the FAQ after the body and the
 * references `<Cite n={…} />` points at.
 */
const pageParts = <Image extends z.ZodType>(image: ImageSchema<Image>) => ({
	description: text(50, 200, 'the summary search engines show, best at 120–160'),
	keywords: list(z.string(), 1, 15, 'search phrases'),
	/** The date the text last changed in a way readers should know about. */
	modified: date('the last change').optional(),
	/** The date an editor last checked the page's dated claims; shown as "Last reviewed". */
	reviewed: date('the last review').optional(),
	reviewNote: reviewNoteSchema,
	changes: changesSchema,
	/** The 800×450 diagram shown under the title (our own SVG). */
	image: image(),
	imageAlt: text(10, undefined, 'what the diagram shows, for readers who cannot see it'),
	zoomMax: zoomMaxSchema,
	/** Set to false to keep the glossary linker off this page. */
	glossaryLinks: z.boolean().default(true),
	faq: faqSchema.optional(),
	references: referencesSchema.optional(),
});

/** A topic guide: content/topics/<slug>.mdx. */
export const topicSchema = <Image extends z.ZodType>(image: ImageSchema<Image>) =>
	z
		.object({
			/** Page title and <h1>. */
			title: text(5, 90, 'the page title'),
			summary: text(20, 220, 'one or two sentences for the topic cards'),
			published: date('the publication date'),
			order: order('/topics'),
			/** Who the guide is written for, shown at its top and on /learn. */
			level: levelSchema,
			/** Guides or glossary terms to know first, shown and linked at the top. */
			prerequisites: z.array(prerequisiteSchema).default([]),
			outcomes: list(
				text(10, undefined, 'an outcome starting with a verb'),
				2,
				6,
				'what the reader will be able to do, each starting with a verb',
			),
			/** The guide's key terms, added by "Add this guide's terms to review". */
			reviewTerms: list(z.string().min(1), 3, 20, 'slugs of the guide’s key glossary terms'),
			...pageParts(image),
		})
		.superRefine((data, ctx) => checkDates(data, ctx));

/** A blog article: content/blog/<slug>.mdx. */
export const blogSchema = <Image extends z.ZodType>(image: ImageSchema<Image>) =>
	z
		.object({
			title: text(5, 100, 'the page title'),
			date: date('the publication date'),
			author: z.string().default(DEFAULT_AUTHOR),
			excerpt: text(20, 260, 'one or two sentences for the blog list and search results'),
			/** Shown under the article and given to search engines as its keywords. */
			tags: list(z.string().min(2), 1, 6, 'the article’s tags, shown under it'),
			...pageParts(image),
		})
		.superRefine((data, ctx) => checkDates({ ...data, published: data.date }, ctx));

const why = text(20, undefined, 'why the step comes here, for the reader');

/** One step of a learning path: a guide, a section of one, an article, or a few terms. */
const stepSchema = z.union([
	z
		.object({
			guide: z.string().min(1),
			/** The id of one of the guide's `##` headings. */
			section: z.string().min(1).optional(),
			why,
		})
		.strict(),
	z.object({ article: z.string().min(1), why }).strict(),
	z
		.object({
			title: text(3, undefined, 'the step’s title'),
			terms: list(z.string().min(1), 2, 8, 'slugs of glossary terms'),
			why,
		})
		.strict(),
]);

/** A learning path: content/paths/<slug>.yaml (see its README). */
export const pathSchema = z.object({
	title: text(5, 80, 'the path’s title'),
	description: text(50, 200, 'the summary search engines show, best at 120–160'),
	level: levelSchema,
	order: order('/learn'),
	audience: text(20, undefined, 'who the path is for and what they should know already'),
	outcomes: list(
		text(10, undefined, 'an outcome starting with a verb'),
		2,
		8,
		'what the reader will be able to do, each starting with a verb',
	),
	steps: z.array(stepSchema).min(3, 'a path has at least 3 steps'),
});

/** Stable: progress and review cards are keyed by it. */
const questionId = z.string().regex(
	// Starting with a letter: a number as a key would reorder the questions (see questions).
	/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/,
	'a question id is lower-case words joined by hyphens, starting with a letter, e.g. what-cosine-measures',
);
const prompt = text(10, undefined, 'the question as the reader sees it');

const choiceQuestion = z
	.object({
		id: questionId,
		type: z.literal('choice'),
		prompt,
		options: z
			.array(
				z
					.object({
						text: text(1, undefined, 'the option as the reader sees it'),
						correct: z.boolean().default(false),
						explanation: text(15, undefined, 'why the option is right or wrong'),
						/**
						 * On a wrong option that uses an absolute word (always, never, only…): why the
						 * absolute is the misconception itself, not a cue (src/lib/learning/checkpoint-lint.ts).
						 */
						absolute: text(15, undefined, 'why the absolute word is the misconception').optional(),
					})
					.strict(),
			)
			.min(3, 'a choice question has 3 or 4 options')
			.max(4, 'a choice question has 3 or 4 options'),
	})
	.strict()
	.superRefine(({ options }, ctx) => {
		const correct = options.filter((o) => o.correct).length;
		if (correct !== 1)
			ctx.addIssue({
				code: 'custom',
				path: ['options'],
				message: `${correct} options with correct: true; exactly one must have it (keep it on the right answer and say in the others' explanations why they are wrong)`,
			});
	});

const recallQuestion = z
	.object({
		id: questionId,
		type: z.literal('recall'),
		prompt,
		answer: text(15, undefined, 'the model answer, revealed on request'),
	})
	.strict();

const question = z.discriminatedUnion('type', [choiceQuestion, recallQuestion], {
	error: rule('each question has type: choice or type: recall'),
});

/**
 * A section's questions, validated keyed by their ids so that every error names its question
 * (`questions.what-cosine-measures.options: …`) rather than its position, then listed in order
 * again. A question without an id is keyed by its position; an id used twice in a section keeps
 * both (the file's duplicate check below names it).
 */
const questions = z
	.preprocess(
		(items) => {
			if (!Array.isArray(items)) return items;
			const keyed: Record<string, unknown> = {};
			items.forEach((item, index) => {
				const id = (item as { id?: unknown } | null)?.id;
				let key = typeof id === 'string' && id ? id : `question ${index + 1}`;
				while (key in keyed) key += ' (again)';
				keyed[key] = item;
			});
			return keyed;
		},
		z.record(z.string(), question),
	)
	.refine((keyed) => Object.keys(keyed).length > 0, 'a section has at least one question')
	.transform((keyed) => Object.values(keyed));

/** A guide's checkpoint file: content/checkpoints/<guide>.yaml (see its README). */
export const checkpointSchema = z.object({
	sections: z
		.array(
			z.object({
				/** The id of the `##` heading whose section the block closes. */
				section: z.string().min(1),
				questions,
			}),
		)
		.min(1)
		.superRefine((sections, ctx) => {
			// Object.values: a section whose questions failed is still keyed by id here (see questions).
			const ids = sections.flatMap((s) => Object.values(s.questions).map((q) => q?.id));
			for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i)))
				ctx.addIssue({
					code: 'custom',
					message: `question id "${id}" is used twice; ids are unique within the file (rename one: progress is kept by id)`,
				});
		}),
});

/**
 * The short sections of /topics that introduce an idea no guide is named after (supervised
 * learning, unsupervised learning, generative AI), each linked from a card beside the guides. The
 * file name is the section's anchor on the page.
 */
export const topicsOverviewSchema = z
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
	.strict();
