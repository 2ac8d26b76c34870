/**
 * The plain text of every guide and article, taken from its parsed MDX document while the build
 * compiles it (a Sätteri hast plugin this integration adds to the Markdown processor):
 *
 * - each document's word count goes into its frontmatter as `words` (read back through
 *   `render(entry).remarkPluginFrontmatter`, for the pages' structured data);
 * - the blog posts, with their text, are recorded (src/lib/blog-post-texts.ts) for /api/blog-posts
 *   (src/pages/api/blog-posts.ts) and for the build facts, from which /search renders its
 *   results.
 */
import type { AstroIntegration } from 'astro';
import { isSatteriProcessor } from '@astrojs/markdown-satteri';
import type { HastPluginDefinition, PluginFactoryContext } from 'satteri';
import { DEFAULT_AUTHOR } from '../lib/consts.ts';
import type { BlogSearchPost } from '../lib/blog.ts';
import { blogPostTexts } from '../lib/blog-post-texts.ts';
import { formatLongDate, isoDate } from '../lib/dates.ts';
import { documentText, wordCount, type TextNode } from '../lib/text.ts';

type Frontmatter = Record<string, unknown>;

/** The section and slug of a guide or article file, e.g. content/blog/ai-agents-101.mdx. */
function articleOf(fileURL: URL | undefined): { section: 'topics' | 'blog'; slug: string } | null {
	const match = fileURL && /\/content\/(topics|blog)\/([^/]+)\.mdx$/.exec(fileURL.pathname);
	return match ? { section: match[1] as 'topics' | 'blog', slug: match[2]! } : null;
}

/** A blog post as /api/blog-posts serves it, from its frontmatter (already checked by the blog schema) and text. */
export function searchPost(slug: string, frontmatter: Frontmatter, text: string): BlogSearchPost {
	const date = new Date(frontmatter.date as string | Date);
	return {
		title: String(frontmatter.title),
		content: text,
		snippet: String(frontmatter.excerpt),
		date: formatLongDate(date),
		isoDate: isoDate(date),
		author: typeof frontmatter.author === 'string' ? frontmatter.author : DEFAULT_AUTHOR,
		url: `/blog/${slug}`,
	};
}

export default function articleText(): AstroIntegration {
	/** The blog posts compiled by this build, by slug. */
	const posts = blogPostTexts();

	const hastPlugin = (factory: PluginFactoryContext): HastPluginDefinition | null => {
		const article = articleOf(factory.fileURL);
		const frontmatter = (factory.data as { astro?: { frontmatter?: Frontmatter } }).astro
			?.frontmatter;
		if (!article || !frontmatter) return null;
		return {
			name: 'article-text',
			before(root) {
				const text = documentText(root as TextNode);
				frontmatter.words = wordCount(text);
				if (article.section === 'blog')
					posts.set(article.slug, searchPost(article.slug, frontmatter, text));
			},
		};
	};

	return {
		name: 'ai-atlas:article-text',
		hooks: {
			'astro:config:setup': ({ config }) => {
				const processor = config.markdown.processor;
				if (!processor || !isSatteriProcessor(processor))
					throw new Error(
						'article-text needs the Sätteri Markdown processor (markdown.processor: satteri()).',
					);
				// First, so it reads each document before other plugins add to it.
				processor.options.hastPlugins.unshift(hastPlugin);
			},
		},
	};
}
