/**
 * Code blocks in the built guides and articles can be reached by keyboard, so a block that
 * scrolls sideways on a narrow screen can be scrolled without a mouse (axe:
 * scrollable-region-focusable, found on /topics/ai-ml-fundamentals).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');

test('every code block of every guide and article is focusable', () => {
	let blocks = 0;
	for (const folder of ['topics', 'blog']) {
		for (const page of readdirSync(join(DIST, folder)).filter((name) => name.endsWith('.html'))) {
			const html = readFileSync(join(DIST, folder, page), 'utf8');
			for (const [pre] of html.matchAll(/<pre\b[^>]*>/g)) {
				blocks++;
				expect(pre, `${folder}/${page}`).toContain('tabindex="0"');
			}
		}
	}
	expect(blocks).toBeGreaterThan(10);
});
