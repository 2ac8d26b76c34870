/**
 * Every inline script and style the build writes must be allowed by the page's own
 * Content-Security-Policy (its hash listed in the CSP <meta>), or the browser refuses to run it:
 * the theme would flash and the first clicks would do nothing. The policy is pinned by the
 * post-build steps (src/integrations/post-build/); this checks their result independently.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST_DIR } from '../../scripts/lib.ts';
import { listPages } from '../../scripts/page-weight.ts';
import { buildInlineScripts } from '../../src/integrations/inline-scripts.ts';

if (!existsSync(join(DIST_DIR, 'index.html'))) {
	throw new Error(`No build in ${DIST_DIR}. Run "npm run build" (npm test builds first).`);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('every page runs the head script and allows every inline script and style it carries', async () => {
	const { headScript } = await buildInlineScripts();
	const problems: string[] = [];
	for (const page of listPages(DIST_DIR)) {
		const html = readFileSync(join(DIST_DIR, page), 'utf8');
		const csp = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/i)?.[1];
		if (!csp) {
			problems.push(`${page}: no Content-Security-Policy <meta>`);
			continue;
		}
		const directive = (name: string) =>
			csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
		if (!html.includes(`<script>${headScript}</script>`))
			problems.push(`${page}: the head script is missing`);
		for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
			if (!directive('script-src').includes(sha256(body!)))
				problems.push(`${page}: inline script not allowed by CSP: ${body!.slice(0, 60)}…`);
		}
		for (const [, body] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
			if (!directive('style-src').includes(sha256(body!)))
				problems.push(`${page}: inline style not allowed by CSP: ${body!.slice(0, 60)}…`);
		}
	}
	expect(problems).toEqual([]);
});
