/**
 * A term has one address, /glossary/{slug}: no page of the build (npm test builds before running
 * Vitest) links the glossary browser's old in-place address, /glossary?term={slug}, which now only
 * redirects there (netlify.toml). Term pages, rendered on demand, are checked in term-pages.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST_DIR } from '../../scripts/lib.ts';
import { listPages } from '../../scripts/page-weight.ts';
import { OLD_TERM_LINK } from '../helpers/old-term-link.ts';

test('the old-link pattern finds the forms such a link took', () => {
	for (const href of [
		'/glossary?term=rag',
		'/glossary/?term=rag',
		'/glossary?letter=R&amp;term=rag',
	])
		expect(href).toMatch(OLD_TERM_LINK);
	for (const href of ['/glossary/rag', '/glossary?letter=R', '/glossary?q=term%3D'])
		expect(href).not.toMatch(OLD_TERM_LINK);
});

test('no built page links a term by /glossary?term=', () => {
	expect(existsSync(join(DIST_DIR, 'index.html')), 'run npm run build first').toBe(true);
	const pages = listPages(DIST_DIR);
	expect(pages.length).toBeGreaterThan(50);
	const linking = pages.filter((page) =>
		OLD_TERM_LINK.test(readFileSync(join(DIST_DIR, page), 'utf8')),
	);
	expect(linking).toEqual([]);
});
