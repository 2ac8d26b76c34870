/**
 * Learning content as pages need it: paths with their steps resolved (title, address, estimated
 * time), each guide's checkpoints, prerequisites and place in paths, and the compact outline the
 * browser's progress display reads. The whole-site checks run here once per build
 * (src/lib/learning/content-check.ts): a step, prerequisite or checkpoint that points at nothing
 * fails the build with every problem listed.
 */
import { getCollection, render, type CollectionEntry } from 'astro:content';
import { articleWordCount, getGlossaryTerms, getPosts, getTopics, type Topic } from './content';
import { contentProblems, placedCheckpoints } from '../lib/learning/content-check';
import { stepKey, type PathOutline } from '../lib/learning/progress';
import { ROUTE_PARAM } from '../lib/learning/route';
import { readingMinutes } from '../lib/text';

export type PathEntry = CollectionEntry<'paths'>;
export type CheckpointSection = CollectionEntry<'checkpoints'>['data']['sections'][number];
export type Level = Topic['data']['level'];

export const LEVEL_LABEL: Record<Level, string> = {
	beginner: 'Beginner',
	intermediate: 'Intermediate',
	advanced: 'Advanced',
};

export interface ResolvedStep {
	key: string;
	kind: 'guide' | 'section' | 'article' | 'terms';
	/** "Guide", "Section of a guide", … */
	kindLabel: string;
	title: string;
	/** For a section: the guide it belongs to. */
	context?: string;
	href: string;
	why: string;
	minutes: number;
	/** For a set of terms: their slugs and names. */
	terms?: { slug: string; name: string; short: string }[];
	/** Checkpoint questions the step contains. */
	questions: number;
}

export interface ResolvedPath {
	slug: string;
	data: PathEntry['data'];
	steps: ResolvedStep[];
	minutes: number;
}

interface GuideFacts {
	topic: Topic;
	/** `##` heading ids in order, with the words under each. */
	sections: { id: string; text: string; words: number }[];
	words: number;
	checkpoints: CheckpointSection[];
}

/** Minutes a checkpoint question or a term to learn is given in estimates. */
const MINUTES_PER_QUESTION = 1;
const MINUTES_PER_TERM = 1;

let cache: Promise<{ guides: Map<string, GuideFacts>; paths: ResolvedPath[] }> | undefined;

/** Words of each `##` section of an MDX body (frontmatter excluded), in heading order. */
function sectionWords(body: string): number[] {
	return body
		.split(/^## .*$/m)
		.slice(1)
		.map(
			(part) =>
				part
					.replace(/<[^>]+>/g, ' ')
					.split(/\s+/)
					.filter(Boolean).length,
		);
}

async function load() {
	const topics = await getTopics();
	const posts = await getPosts();
	const terms = await getGlossaryTerms();
	const termBySlug = new Map(terms.map((term) => [term.slug, term]));
	const checkpointFiles = await getCollection('checkpoints');
	const pathEntries = (await getCollection('paths')).sort((a, b) => a.data.order - b.data.order);

	const guides = new Map<string, GuideFacts>();
	for (const topic of topics) {
		const { headings } = await render(topic);
		const h2 = headings.filter((h) => h.depth === 2);
		const counts = sectionWords(topic.body ?? '');
		guides.set(topic.id, {
			topic,
			sections: h2.map((h, index) => ({ id: h.slug, text: h.text, words: counts[index] ?? 0 })),
			words: await articleWordCount(topic),
			checkpoints: checkpointFiles.find((file) => file.id === topic.id)?.data.sections ?? [],
		});
	}

	const facts = {
		guideSections: new Map([...guides].map(([slug, g]) => [slug, g.sections.map((s) => s.id)])),
		articles: new Set(posts.map((post) => post.id)),
		terms: new Set(termBySlug.keys()),
	};
	const guideFiles = topics.map((topic) => ({
		id: topic.id,
		prerequisites: topic.data.prerequisites,
		reviewTerms: topic.data.reviewTerms,
		placedCheckpoints: placedCheckpoints(topic.body ?? ''),
	}));
	const problems = contentProblems(
		pathEntries.map((p) => ({ id: p.id, steps: p.data.steps })),
		guideFiles,
		checkpointFiles.map((file) => ({
			id: file.id,
			sections: file.data.sections.map((s) => s.section),
		})),
		facts,
	);
	if (problems.length)
		throw new Error(
			`Learning content points at things that do not exist:\n  ${problems.join('\n  ')}`,
		);

	const questionCount = (guide: GuideFacts, section?: string) =>
		guide.checkpoints
			.filter((s) => !section || s.section === section)
			.reduce((sum, s) => sum + s.questions.length, 0);

	const paths: ResolvedPath[] = [];
	for (const entry of pathEntries) {
		const steps: ResolvedStep[] = [];
		// A step's page learns from its address which path the reader follows (routeOf in
		// src/lib/learning/route.ts), and shows that path's way on after the step.
		const via = `?${ROUTE_PARAM}=${entry.id}`;
		for (const step of entry.data.steps) {
			const common = { key: stepKey(step), why: step.why, questions: 0 };
			if ('guide' in step) {
				const guide = guides.get(step.guide)!;
				const questions = questionCount(guide, step.section);
				const section = guide.sections.find((s) => s.id === step.section);
				steps.push({
					...common,
					...(section
						? {
								kind: 'section',
								kindLabel: 'Section of a guide',
								title: section.text,
								context: guide.topic.data.title,
								href: `/topics/${step.guide}${via}#${step.section}`,
							}
						: {
								kind: 'guide',
								kindLabel: 'Guide',
								title: guide.topic.data.title,
								href: `/topics/${step.guide}${via}`,
							}),
					minutes:
						readingMinutes(section ? section.words : guide.words) +
						questions * MINUTES_PER_QUESTION,
					questions,
				});
			} else if ('article' in step) {
				const post = posts.find((p) => p.id === step.article)!;
				steps.push({
					...common,
					kind: 'article',
					kindLabel: 'Article',
					title: post.data.title,
					href: `/blog/${post.id}${via}`,
					minutes: readingMinutes(await articleWordCount(post)),
				});
			} else {
				const resolved = step.terms.map((slug) => {
					const term = termBySlug.get(slug)!;
					return { slug, name: term.term, short: term.short_definition ?? '' };
				});
				steps.push({
					...common,
					kind: 'terms',
					kindLabel: 'Terms to learn',
					title: step.title,
					// A set of terms is learned on the path page itself.
					href: `/learn/${entry.id}#step-${steps.length + 1}`,
					minutes: resolved.length * MINUTES_PER_TERM,
					terms: resolved,
				});
			}
		}
		paths.push({
			slug: entry.id,
			data: entry.data,
			steps,
			minutes: steps.reduce((sum, s) => sum + s.minutes, 0),
		});
	}
	return { guides, paths };
}

const learning = () => (cache ??= load());

export async function getPaths(): Promise<ResolvedPath[]> {
	return (await learning()).paths;
}

/** The outline of every path, for the browser's progress display. */
export async function pathOutlines(): Promise<PathOutline[]> {
	return (await getPaths()).map((path) => ({
		slug: path.slug,
		title: path.data.title,
		steps: path.steps.map((step) => ({ key: step.key, title: step.title, href: step.href })),
	}));
}

/** A guide's checkpoint blocks. */
export async function guideCheckpoints(guide: string): Promise<CheckpointSection[]> {
	return (await learning()).guides.get(guide)?.checkpoints ?? [];
}

/** Questions of a guide that are scored (multiple choice), for its mastery. */
export async function scoredQuestionCount(guide: string): Promise<number> {
	return (await guideCheckpoints(guide))
		.flatMap((section) => section.questions)
		.filter((q) => q.type === 'choice').length;
}

/** One place of a page's step in a path: where it stands, and where the path goes next. */
export interface RouteStop {
	path: { slug: string; title: string };
	/** 1-based position of the step in the path. */
	position: number;
	total: number;
	/** The step's key (stepKey), the same in every path. */
	key: string;
	kind: ResolvedStep['kind'];
	next?: ResolvedStep;
}

/**
 * Every place the step `key` (a section, a whole guide or an article) has in any path: a step
 * can come in several paths, and more than once in one.
 */
export async function routeStops(key: string): Promise<RouteStop[]> {
	return (await getPaths()).flatMap((path) =>
		path.steps.flatMap((step, index) =>
			step.key === key
				? [
						{
							path: { slug: path.slug, title: path.data.title },
							position: index + 1,
							total: path.steps.length,
							key,
							kind: step.kind,
							next: path.steps[index + 1],
						},
					]
				: [],
		),
	);
}

/** A guide section's heading text, for names that tell one section's block from another's. */
export async function sectionTitle(guide: string, section: string): Promise<string> {
	return (await learning()).guides.get(guide)?.sections.find((s) => s.id === section)?.text ?? '';
}

/** A guide's prerequisites with their titles and addresses. */
export async function resolvedPrerequisites(topic: Topic) {
	const topics = await getTopics();
	const terms = new Map((await getGlossaryTerms()).map((t) => [t.slug, t]));
	return topic.data.prerequisites.map((p) =>
		'guide' in p
			? {
					kind: 'Guide',
					title: topics.find((t) => t.id === p.guide)!.data.title,
					href: `/topics/${p.guide}`,
				}
			: { kind: 'Term', title: terms.get(p.term)!.term, href: `/glossary/${p.term}` },
	);
}

/** Formats minutes as "45 min" or "3 h 20 min". */
export function formatMinutes(minutes: number): string {
	if (minutes < 60) return `${minutes} min`;
	const hours = Math.floor(minutes / 60);
	const rest = minutes % 60;
	return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
