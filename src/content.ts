/**
 * The only caller of getCollection(): topic guides in their /topics order and blog posts newest
 * first, plus helpers the pages share.
 */
import { getCollection, type CollectionEntry } from 'astro:content';

export type Topic = CollectionEntry<'topics'>;
export type Post = CollectionEntry<'blog'>;

/** Topic guides in their /topics order. */
export async function getTopics(): Promise<Topic[]> {
	return (await getCollection('topics')).sort((a, b) => a.data.order - b.data.order);
}

/** Blog posts, newest first. */
export async function getPosts(): Promise<Post[]> {
	return (await getCollection('blog')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** A topic by slug (throws at build time if a page asks for one that does not exist). */
export async function getTopic(slug: string): Promise<Topic> {
	const topic = (await getTopics()).find((t) => t.id === slug);
	if (!topic) throw new Error(`No topic guide "${slug}" in content/topics`);
	return topic;
}
