/**
 * The filtered lists and the full list at scale: filtered
 * lists answer at most LIST_PAGE_LIMIT terms with a Link to the next page, their paths have one
 * spelling (others redirect, so the CDN keeps one copy), and the full list is read from the
 * database only as fast as the client takes it.
 */
import { expect, test } from 'vitest';
import { generateTerms } from '../../scripts/generated-terms.ts';
import { LIST_PAGE_LIMIT } from '../../src/server/glossary-repo.ts';
import difficulty from '../../netlify/functions/glossary-difficulty.mts';
import category from '../../netlify/functions/glossary-category.mts';
import glossary from '../../netlify/functions/glossary.mts';
import { call } from '../helpers/functions.ts';
import { useWritableApi } from '../helpers/write-api.ts';

const api = useWritableApi();

const byLevel = (path: string, level: string) =>
	call(difficulty, path, { params: { difficulty: level } });

test('a level or category spelled another way is redirected to its one spelling', async () => {
	for (const spelling of ['BEGINNER', '%62eginner', 'Beginner']) {
		const res = await byLevel(`/api/glossary/difficulty/${spelling}?x=1`, spelling);
		expect(res.status).toBe(301);
		expect(res.headers.get('location')).toBe('/api/glossary/difficulty/beginner?x=1');
	}
	expect((await byLevel('/api/glossary/difficulty/beginner', 'beginner')).status).toBe(200);
	const encoded = await call(category, '/api/glossary/category/Deep%20Learnin%67', {
		params: { category: 'Deep%20Learnin%67' },
	});
	expect(encoded.status).toBe(301);
	expect(encoded.headers.get('location')).toBe('/api/glossary/category/Deep%20Learning');
});

test('filtered lists give at most a page of terms, and a Link to the next', async () => {
	await generateTerms(api.db(), 4000); // a third of them at each level
	const seen = new Set<string>();
	let path: string | null = '/api/glossary/difficulty/beginner';
	let pages = 0;
	while (path) {
		const res = await byLevel(path, 'beginner');
		expect(res.status).toBe(200);
		const terms = (await res.json()) as { slug: string; difficulty_level: string }[];
		expect(terms.length).toBeLessThanOrEqual(LIST_PAGE_LIMIT);
		for (const term of terms) {
			expect(term.difficulty_level).toBe('beginner');
			seen.add(term.slug);
		}
		pages++;
		const link = res.headers.get('link');
		path = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
	}
	const total = Number(
		(await api.db().execute("SELECT count(*) AS n FROM terms WHERE difficulty_level = 'beginner'"))
			.rows[0]!.n,
	);
	expect(total).toBeGreaterThan(LIST_PAGE_LIMIT);
	expect(seen.size).toBe(total);
	expect(pages).toBe(Math.ceil(total / LIST_PAGE_LIMIT));
	const bad = await byLevel('/api/glossary/difficulty/beginner?after=nonsense', 'beginner');
	expect(bad.status).toBe(400);
	expect((await bad.json()).field).toBe('after');
});

test('the full list is read page by page as the client reads it, not all before the first byte', async () => {
	const db = api.db();
	let reads = 0;
	const execute = db.execute.bind(db);
	db.execute = ((...args: Parameters<typeof execute>) => {
		reads++;
		return execute(...args);
	}) as typeof db.execute;
	try {
		const res = await call(glossary, '/api/glossary');
		const reader = res.body!.getReader();
		await reader.read();
		// The first page, and at most the one after it: not the 16 pages of 4,000 terms.
		expect(reads).toBeLessThanOrEqual(2);
		let text = '';
		const decoder = new TextDecoder();
		for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
			text += decoder.decode(chunk.value, { stream: true });
		expect(reads).toBeGreaterThanOrEqual(10);
		expect(text.endsWith(']')).toBe(true);
	} finally {
		db.execute = execute;
	}
});

test('reading the full list uncompressed lets the server run other work between pages', async () => {
	// The 4,000 terms generated above. The file driver answers within microtasks, so a client reading as fast as it can (no
	// compressor in between) would otherwise hold the thread until the last of the 16 pages.
	let turns = 0;
	let ticking = true;
	const tick = () => {
		turns++;
		if (ticking) setImmediate(tick);
	};
	const res = await call(glossary, '/api/glossary');
	const reader = res.body!.getReader();
	setImmediate(tick);
	let pages = 0;
	for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) pages++;
	ticking = false;
	expect(pages).toBeGreaterThanOrEqual(10);
	expect(turns).toBeGreaterThanOrEqual(pages - 2);
});
