/**
 * The content as the tests read it: the lists of guides, articles, paths and terms always come
 * from the files, so a writer's new valid file passes every test with no code change
 * (docs/development.md). Only SPEC's fixed items are named here, and they are checked as
 * present, never as the whole list. Front matter is parsed as YAML, never with a regular
 * expression, so single and double quotes both work.
 *
 * CONTENT_DIR points the content tests at another copy of content/ (the sample-content test).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const CONTENT_DIR = process.env.CONTENT_DIR || join(import.meta.dirname, '../../content');
export const TERMS_DIR = join(CONTENT_DIR, 'glossary/terms');

/** SPEC's ten topic guides: each must exist; writers may add more. */
export const SPEC_GUIDES = [
	'ai-ml-fundamentals',
	'ai-fundamentals',
	'machine-learning-fundamentals',
	'transformer-models-nlp',
	'edge-ai',
	'neural-networks',
	'reinforcement-learning',
	'deep-learning',
	'computer-vision',
	'natural-language-processing',
] as const;

/** SPEC's six blog articles, with the titles it gives: each must exist; writers may add more. */
export const SPEC_ARTICLES: { slug: string; title?: string }[] = [
	{
		slug: 'ghibli-meets-ai-2025',
		title: 'The Enchanting World of Ghibli Meets AI: A 2025 Phenomenon',
	},
	{ slug: 'ghibli-ai-art-reimagined-worlds', title: 'Ghibli & AI Art: Reimagined Worlds' },
	{ slug: 'agentic-ai-tools-2025' },
	{ slug: 'ai-agents-101' },
	{ slug: 'understanding-ai-personalization', title: 'Understanding AI-Driven Personalization' },
	{ slug: 'top-ai-tools-2025', title: '5 Top AI Tools for 2025' },
];

/** SPEC: "the same three tags on every article" (its six; a new article chooses its own). */
export const SPEC_TAGS = ['Artificial Intelligence', 'AI Tools', 'Machine Learning'];

/** An MDX file's front matter (parsed as YAML) and body. */
export function splitMdx(source: string): { data: Record<string, unknown>; body: string } {
	const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
	if (!match) return { data: {}, body: source };
	return { data: (parse(match[1]!) ?? {}) as Record<string, unknown>, body: match[2]! };
}

export interface ContentFile<T = Record<string, unknown>> {
	slug: string;
	/** As a writer knows it, for messages: content/topics/edge-ai.mdx. */
	file: string;
	data: T;
	/** The MDX body (empty for YAML files). */
	body: string;
	source: string;
}

/** Every file of a content folder, by slug (the file name), read and parsed. */
export function contentFiles<T = Record<string, unknown>>(
	folder: 'topics' | 'blog' | 'paths' | 'checkpoints' | 'topics-overview',
): ContentFile<T>[] {
	const dir = join(CONTENT_DIR, folder);
	const ext = folder === 'topics' || folder === 'blog' ? '.mdx' : '.yaml';
	if (!existsSync(dir)) return [];
	return readdirSync(dir)
		.filter((name) => name.endsWith(ext))
		.sort()
		.map((name) => {
			const source = readFileSync(join(dir, name), 'utf8');
			const { data, body } = ext === '.mdx' ? splitMdx(source) : { data: parse(source), body: '' };
			return {
				slug: name.slice(0, -ext.length),
				file: `content/${folder}/${name}`,
				data,
				body,
				source,
			};
		});
}

/** A date from YAML (a Date or a string) as YYYY-MM-DD. */
export const day = (value: unknown): string =>
	value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** The guides, in their /topics order. */
export const guides = () =>
	contentFiles<{ title: string; order: number }>('topics').sort(
		(a, b) => a.data.order - b.data.order,
	);

/** The articles, newest first (as /blog, the RSS feed and search list them). */
export const articles = () =>
	contentFiles<{ title: string; date: unknown }>('blog').sort((a, b) =>
		day(b.data.date).localeCompare(day(a.data.date)),
	);

/** The glossary's term slugs (one JSON file per term). */
export const termSlugs = (): string[] =>
	readdirSync(TERMS_DIR)
		.filter((name) => name.endsWith('.json'))
		.map((name) => name.slice(0, -'.json'.length));
