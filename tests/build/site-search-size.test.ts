/**
 * What a reader's first search costs on a cold cache, with a glossary of 10 000 more terms than the
 * site has: the dialog's code (besides the React runtime every island shares), the index files the
 * query needs (manifest, shards, the passages of the first batch of results) from the last build
 * (dist/; npm test builds first), and the glossary API's answer from its real function over a real
 * libSQL database. The static index holds no glossary term, so only the API's answer could grow
 * with the glossary, and the dialog asks it for TERM_LIMIT terms: the budget must hold however
 * large the glossary grows.
 * tests/e2e/site-search.spec.ts measures the same in a browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateTerms } from '../../scripts/generated-terms.ts';
import { searchEverything } from '../../src/lib/site-search/combined-search.ts';
import { setDb } from '../../src/server/db.ts';
import { seedIfEmpty } from '../../src/server/glossary-seed.ts';
import { createTestDb } from '../helpers/db.ts';
import { DIST, apiTerms, builtIndex, wireBytes, type Download } from '../helpers/site-search.ts';

/** Opening the dialog and typing a first query, besides the shared React runtime. */
const FIRST_QUERY_BUDGET_BYTES = 60_000;

const GENERATED_TERMS = 10_000;

/** Chunks every island shares, loaded before the dialog: not the dialog's cost. */
const SHARED_RUNTIME = /^(client|react|jsx-runtime|rolldown-runtime|island-runtime)\./;

/** The header's search island and everything it loads to open the dialog: files and their bytes. */
function dialogCode(): Download[] {
	const dir = join(DIST, '_astro');
	const files = readdirSync(dir);
	const entry = files.find((file) => /^HeaderSearch\.[\w-]+\.js$/.test(file));
	if (!entry) throw new Error(`No HeaderSearch chunk in ${dir}: run "npm run build" first.`);
	const seen = new Set<string>();
	const visit = (file: string) => {
		if (seen.has(file) || SHARED_RUNTIME.test(file) || !files.includes(file)) return;
		seen.add(file);
		const text = readFileSync(join(dir, file), 'utf8');
		if (file.endsWith('.js'))
			for (const [, name] of text.matchAll(/\.\/([\w.-]+\.(?:js|css))\b/g)) visit(name!);
	};
	visit(entry);
	return [...seen].map((file) => ({
		url: `/_astro/${file}`,
		bytes: wireBytes(readFileSync(join(dir, file))),
	}));
}

let db: Client;
let cleanup: () => void;
beforeAll(async () => {
	({ db, cleanup } = await createTestDb());
	await seedIfEmpty(db);
	setDb(db);
});
afterAll(() => {
	setDb(undefined);
	cleanup();
});

const sum = (downloads: readonly Download[]) => downloads.reduce((n, d) => n + d.bytes, 0);

const QUERIES = ['machine learning', 'transformer', 'ai'];

/** Searches as a reader's first query does and returns what it downloaded, by kind. */
async function firstQuery(query: string) {
	const code = dialogCode();
	const { pages, downloads: index } = await builtIndex();
	const api: Download[] = [];
	const batch = await searchEverything(query, pages, apiTerms(api));
	const figures = {
		query,
		results: batch.total,
		moreTerms: batch.moreTerms,
		dialogCodeBytes: sum(code),
		indexBytes: sum(index.filter((d) => !d.url.includes('/p/'))),
		passageBytes: sum(index.filter((d) => d.url.includes('/p/'))),
		apiBytes: sum(api),
		files: code.length + index.length + api.length,
	};
	const total =
		figures.dialogCodeBytes + figures.indexBytes + figures.passageBytes + figures.apiBytes;
	console.log('site search first query', JSON.stringify({ ...figures, total }));
	return { ...figures, total };
}

describe('with the glossary as it is', () => {
	test.each(QUERIES)(
		'a first search for "%s" fetches at most 60 KB besides React',
		async (query) => {
			expect((await firstQuery(query)).total).toBeLessThanOrEqual(FIRST_QUERY_BUDGET_BYTES);
		},
	);
});

describe(`with ${GENERATED_TERMS} more glossary terms`, () => {
	beforeAll(async () => {
		await generateTerms(db, GENERATED_TERMS);
		// The worst case: every generated term mentions the queries, so the API answers with as many
		// terms as it ever does, each with a definition as long as the longest real ones.
		await db.execute(
			"UPDATE terms SET short_definition = 'A machine learning transformer idea for AI: ' || comprehensive_definition || ' ' || term WHERE short_definition LIKE 'A generated %'",
		);
	}, 120_000);

	test.each(QUERIES)(
		'a first search for "%s" fetches at most 60 KB besides React',
		async (query) => {
			const cost = await firstQuery(query);
			// The API had more terms than the dialog asks for: its answer is as large as it gets.
			expect(cost.moreTerms).toBe(true);
			expect(cost.total).toBeLessThanOrEqual(FIRST_QUERY_BUDGET_BYTES);
		},
	);
});
