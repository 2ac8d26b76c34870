/**
 * `pageStylesheets({ inline, ownStylesheet })`: once the build is done,
 * - the `inline` pages carry their stylesheets in their HTML instead of linking them (the reason:
 *   src/lib/html/page-stylesheets.ts);
 * - the `ownStylesheet` pages, which link a stylesheet holding the whole site stylesheet and their
 *   own classes (src/styles/admin-screen.css), stop linking the site stylesheet as well;
 * and each rewritten page's Content-Security-Policy is pinned again to its inline styles.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
	dropStylesheet,
	inlineStylesheets,
	linkedStylesheets,
} from '../lib/html/page-stylesheets.ts';
import { pinCspHashes } from '../lib/html/pin-csp-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export default function pageStylesheets({
	inline,
	ownStylesheet,
}: {
	inline: string[];
	ownStylesheet: string[];
}): AstroIntegration {
	return {
		name: 'ai-atlas:page-stylesheets',
		hooks: {
			'astro:build:done': ({ dir, logger }) => {
				const distDir = fileURLToPath(dir);
				const read = (href: string) => {
					if (!href.startsWith('/') || href.startsWith('//')) return undefined;
					const file = join(distDir, href.split(/[?#]/)[0]!);
					return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
				};
				const rewrite = (page: string, change: (html: string) => string) => {
					const file = join(distDir, page);
					writeFileSync(file, pinCspHashes(change(readFileSync(file, 'utf8')), sha256));
				};
				// The site stylesheet is the one such a page shares with the home page.
				const homeSheets = linkedStylesheets(readFileSync(join(distDir, 'index.html'), 'utf8'));
				for (const page of ownStylesheet) {
					rewrite(page, (html) => {
						const siteSheet = linkedStylesheets(html).find((href) => homeSheets.includes(href));
						if (!siteSheet)
							throw new Error(`page-stylesheets: ${page} links no stylesheet of the home page.`);
						return dropStylesheet(html, siteSheet);
					});
					logger.info(`${page}: links its own stylesheet only`);
				}
				for (const page of inline) {
					rewrite(page, (html) => {
						const inlined = inlineStylesheets(html, read);
						if (inlined === html)
							throw new Error(`page-stylesheets: ${page} has no stylesheet link to inline.`);
						return inlined;
					});
					logger.info(`${page}: stylesheet inlined`);
				}
			},
		},
	};
}
