/**
 * After the build, moves dist/blog-posts-data.json (generated from the blog collection) to
 * netlify/functions/generated/, where the blog-posts function imports it. Nothing public keeps a
 * second copy.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const BLOG_POSTS_DATA = fileURLToPath(new URL('../../netlify/functions/generated/blog-posts.json', import.meta.url));

export default function blogPostsData(): AstroIntegration {
	return {
		name: 'ai-atlas:blog-posts-data',
		hooks: {
			'astro:build:done': ({ dir, logger }) => {
				const built = fileURLToPath(new URL('blog-posts-data.json', dir));
				if (!existsSync(built)) return;
				mkdirSync(fileURLToPath(new URL('.', `file://${BLOG_POSTS_DATA}`)), { recursive: true });
				copyFileSync(built, BLOG_POSTS_DATA);
				rmSync(built);
				logger.info('blog posts exported for /api/blog-posts');
			},
		},
	};
}
