/**
 * `inlineStylesheets({ pages })`: once the build is done, the listed pages carry the site
 * stylesheet in their HTML instead of linking it (the rule and its reason:
 * src/lib/html/inline-stylesheets.ts), and their Content-Security-Policy is pinned again so it
 * allows exactly the inline styles they now hold.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineStylesheets as inline } from '../lib/html/inline-stylesheets.ts';
import { pinCspHashes } from '../lib/html/pin-csp-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export default function inlineStylesheets({ pages }: { pages: string[] }): AstroIntegration {
	return {
		name: 'ai-atlas:inline-stylesheets',
		hooks: {
			'astro:build:done': ({ dir, logger }) => {
				const distDir = fileURLToPath(dir);
				const read = (href: string) => {
					if (!href.startsWith('/') || href.startsWith('//')) return undefined;
					const file = join(distDir, href.split(/[?#]/)[0]!);
					return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
				};
				for (const page of pages) {
					const file = join(distDir, page);
					const html = readFileSync(file, 'utf8');
					const inlined = inline(html, read);
					if (inlined === html)
						throw new Error(`inline-stylesheets: ${page} has no stylesheet link to inline.`);
					writeFileSync(file, pinCspHashes(inlined, sha256));
					logger.info(`${page}: stylesheet inlined`);
				}
			},
		},
	};
}
