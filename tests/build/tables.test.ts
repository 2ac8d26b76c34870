/**
 * Every table header cell in the built guides and articles says what its column or row holds: an
 * empty corner cell leaves screen-reader users without a name for the first column (axe:
 * empty-table-header, found on three pages).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');

test('no table of a guide or an article has an empty header cell', () => {
	const empty: string[] = [];
	let headers = 0;
	for (const folder of ['topics', 'blog']) {
		for (const page of readdirSync(join(DIST, folder)).filter((name) => name.endsWith('.html'))) {
			const html = readFileSync(join(DIST, folder, page), 'utf8');
			for (const [, text] of html.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)) {
				headers++;
				if (!text!.replace(/<[^>]+>/g, '').trim()) empty.push(`${folder}/${page}`);
			}
		}
	}
	expect(headers).toBeGreaterThan(20);
	expect(empty).toEqual([]);
});
