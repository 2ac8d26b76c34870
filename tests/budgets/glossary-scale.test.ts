/**
 * /glossary at 10 000 terms, without building a glossary that large: the build's page with its A–Z
 * overview replaced by the overview of 10 000 generated terms must stay within the page's HTML
 * budget. (The page used to list every term: 845 KB of HTML at 10 000 terms.) The letter bar's
 * counts and the rest of the page do not grow with the glossary. Needs a build, like the budgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { DIST_DIR } from '../../scripts/lib.ts';
import { GlossaryOverview } from '../../src/islands/glossary/GlossaryOverview.tsx';
import { glossaryOverview } from '../../src/lib/glossary/letter-pages.ts';
import { manyTerms } from '../helpers/terms.ts';
import { GLOSSARY_HTML_BUDGET } from './glossary-budget.ts';

const OVERVIEW = /<section[^>]*\bdata-glossary-overview\b[^>]*>[\s\S]*?<\/section>/;
const brotli = (text: string) =>
	brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const overviewOf = (count: number) =>
	renderToStaticMarkup(
		createElement(GlossaryOverview, { sections: glossaryOverview(manyTerms(count)) }),
	);

test('the overview of the A–Z index does not grow with the glossary', () => {
	const small = overviewOf(1_000);
	const large = overviewOf(10_000);
	expect(large.match(/<a /g)).toHaveLength(26 * 6);
	// Only the longer numbers in the generated names and counts differ.
	expect(large.length).toBeLessThan(small.length * 1.1);
});

test('/glossary with 10 000 terms stays within its HTML budget', () => {
	const file = join(DIST_DIR, 'glossary.html');
	expect(existsSync(file), `no build in ${DIST_DIR}: run "npm run build"`).toBe(true);
	const built = readFileSync(file, 'utf8');
	expect(built).toMatch(OVERVIEW);
	const atScale = built.replace(OVERVIEW, overviewOf(10_000));
	expect(brotli(atScale)).toBeLessThanOrEqual(GLOSSARY_HTML_BUDGET);
});
