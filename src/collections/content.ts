/**
 * Content collections as pages need them: topic guides in their /topics order, blog posts newest
 * first, glossary files by name, plus helpers the pages share. Learning paths and checkpoints are
 * read in learning.ts.
 */
import { getCollection, render, type CollectionEntry } from 'astro:content';
import { compareTermNames } from '../lib/glossary/term-order';

export type Topic = CollectionEntry<'topics'>;
export type Post = CollectionEntry<'blog'>;

/** The short sections of /topics (content/topics-overview), in their order. */
export async function getTopicsOverview(): Promise<CollectionEntry<'topicsOverview'>[]> {
	return (await getCollection('topicsOverview')).sort((a, b) => a.data.order - b.data.order);
}

/** Topic guides in their /topics order. */
export async function getTopics(): Promise<Topic[]> {
	return (await getCollection('topics')).sort((a, b) => a.data.order - b.data.order);
}

/** Blog posts, newest first. */
export async function getPosts(): Promise<Post[]> {
	return (await getCollection('blog')).sort(
		(a, b) => b.data.date.getTime() - a.data.date.getTime(),
	);
}

/** A topic by slug (throws at build time if a page asks for one that does not exist). */
export async function getTopic(slug: string): Promise<Topic> {
	const topic = (await getTopics()).find((t) => t.id === slug);
	if (!topic) throw new Error(`No topic guide "${slug}" in content/topics`);
	return topic;
}

/** Words of the text readers see in a guide or article (counted while its body compiled; src/integrations/article-text.ts). */
export async function articleWordCount(entry: Topic | Post): Promise<number> {
	const words = (await render(entry)).remarkPluginFrontmatter.words;
	if (typeof words !== 'number')
		throw new Error(
			`No word count for ${entry.collection}/${entry.id}: is the article-text integration installed?`,
		);
	return words;
}

export type GlossaryTerm = CollectionEntry<'glossary'>['data'];

/** Glossary terms in alphabetical order of their names (the A–Z index and previous/next links). */
export async function getGlossaryTerms(): Promise<GlossaryTerm[]> {
	return (await getCollection('glossary')).map((entry) => entry.data).sort(compareTermNames);
}
