/** Shared by the blog specs. */

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A post's dates as its file states them: published, last reviewed, last "What changed" entry. */
function datesOf(slug: string) {
	const text = readFileSync(`content/blog/${slug}.mdx`, 'utf8');
	const data = parse(text.split(/^---$/m)[1]!) as {
		date: string;
		reviewed: string;
		changes: { date: string }[];
	};
	const day = (value: unknown) =>
		value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
	return {
		date: day(data.date),
		reviewed: day(data.reviewed),
		changed: day(data.changes.at(-1)!.date),
	};
}

/**
 * The six posts SPEC fixes, newest first, with the date an editor last checked each post's facts
 * and the last real change of its text (its last "What changed" entry), which search engines get:
 * read from each post's file, so a writer's update needs no change here.
 */
export const POSTS = [
	{
		slug: 'ghibli-meets-ai-2025',
		title: 'The Enchanting World of Ghibli Meets AI: A 2025 Phenomenon',
	},
	{ slug: 'ghibli-ai-art-reimagined-worlds', title: 'Ghibli & AI Art: Reimagined Worlds' },
	{ slug: 'agentic-ai-tools-2025' },
	{ slug: 'ai-agents-101' },
	{ slug: 'understanding-ai-personalization', title: 'Understanding AI-Driven Personalization' },
	{ slug: 'top-ai-tools-2025', title: '5 Top AI Tools for 2025' },
].map((post: { slug: string; title?: string }) => ({ ...post, ...datesOf(post.slug) }));
