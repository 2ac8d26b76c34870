/**
 * One assembly for the long-form pages: a topic guide (/topics/{slug}) and a blog article
 * (/blog/{slug}), as HTML and as their Markdown twins ({path}.md). Both kinds carry the same
 * frontmatter apart from a few names (a guide is "published", an article has a "date", an author
 * and tags), so the difference lives here, once.
 */
import { render } from 'astro:content';
import { CONTENT_LICENSE } from '../lib/consts';
import { articleWordCount, type Post, type Topic } from './content';
import { routeStops } from './learning';
import { BLOG_SECTION } from '../lib/blog';
import { toMarkdown } from '../lib/markdown-export';
import { article, breadcrumbList, faqPage } from '../lib/structured-data';
import { readingMinutes } from '../lib/text';
import { shareCardFor } from './share-cards';

const SECTIONS = {
	topics: { label: 'Topics', href: '/topics', kind: 'guide' },
	blog: { label: 'Blog', href: '/blog', kind: 'article' },
} as const;

/** What the two kinds name differently, read once. */
function facts(entry: Topic | Post) {
	const section = SECTIONS[entry.collection];
	const path = `${section.href}/${entry.id}`;
	if (entry.collection === 'topics')
		return { section, path, published: entry.data.published, keywords: entry.data.keywords };
	return {
		section,
		path,
		published: entry.data.date,
		keywords: entry.data.tags,
		author: entry.data.author,
	};
}

/**
 * Everything a guide's or an article's page needs: its rendered body, the steps of learning paths
 * it is (for the way-on blocks), and ArticleLayout's properties, structured data included.
 */
export async function articlePage(entry: Topic | Post, site: string) {
	const { data } = entry;
	const { section, path, published, keywords, author } = facts(entry);
	const [{ Content, headings }, words, card, stops] = await Promise.all([
		render(entry),
		articleWordCount(entry),
		shareCardFor(section.kind, entry.id),
		routeStops(`${section.kind}:${entry.id}`),
	]);
	const breadcrumb = [
		{ label: 'Home', href: '/' },
		{ label: section.label, href: section.href },
		{ label: data.title, href: path },
	];
	const jsonLd = [
		article(
			{
				type: entry.collection === 'topics' ? 'Article' : 'BlogPosting',
				title: data.title,
				description: data.description,
				url: new URL(path, site).href,
				image: [data.image.src, card.url],
				published,
				modified: data.modified,
				changes: data.changes,
				author,
				keywords,
				section: entry.collection === 'blog' ? BLOG_SECTION : undefined,
				wordCount: words,
			},
			site,
		),
		breadcrumbList(breadcrumb, site),
		...(data.faq ? [faqPage(data.faq.items)] : []),
	];
	return {
		Content,
		stops,
		layout: {
			title: data.title,
			description: data.description,
			keywords: data.keywords,
			breadcrumb,
			published,
			modified: data.modified,
			reviewed: data.reviewed,
			reviewNote: data.reviewNote,
			changes: data.changes,
			author,
			readingMinutes: readingMinutes(words),
			image: data.image,
			imageAlt: data.imageAlt,
			card,
			zoomMax: data.zoomMax,
			headings,
			faq: data.faq,
			references: data.references,
			jsonLd,
		},
	};
}

/** The page as plain Markdown, with its FAQ and references (src/lib/markdown-export.ts). */
export function articleMarkdown(entry: Topic | Post, site: string): string {
	const { data } = entry;
	const { path, published } = facts(entry);
	return toMarkdown({
		title: data.title,
		description: data.description,
		url: new URL(path, site).href,
		published,
		reviewed: data.reviewed,
		changes: data.changes,
		body: entry.body ?? '',
		faq: data.faq,
		references: data.references,
		license: CONTENT_LICENSE,
	});
}
