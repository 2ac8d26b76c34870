/**
 * Term pages rendered on demand: the built page function (the Netlify adapter's output, loaded as
 * `npm start` loads it) over a real libSQL file, with the real glossary functions writing to the
 * same file. An editor's save shows on its page at once, and on every page that shows the term.
 * Needs a build (`npm run build`): without one it fails, saying so.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { createDb, setDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';
import { onPurgeRequested } from '../../src/server/cdn-cache.ts';
import { SECURITY_HEADERS } from '../../src/lib/security-headers.ts';
import { createLocalServer, type LocalServer } from '../../scripts/local-server/server.ts';
import { headersFor, readNetlifyToml } from '../../scripts/local-server/netlify-toml.ts';
import { PageRenderer, loadPageFunction } from '../../scripts/local-server/page-renderer.ts';
import { pageFunctionEntry } from '../../src/integrations/page-function.ts';
import { DIST_DIR } from '../../scripts/lib.ts';
import { termInput } from '../helpers/terms.ts';

const TOKEN = 'term-pages-test-token-0123456789';
let dir: string;
let db: Client;
let server: LocalServer;
let base: string;

const page = (slug: string) => fetch(`${base}/glossary/${slug}`);
const html = async (slug: string) => (await page(slug)).text();

async function api(method: string, path: string, body?: unknown) {
	const res = await fetch(`${base}/api/glossary/term${path}`, {
		method,
		headers: {
			Authorization: `Bearer ${TOKEN}`,
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	expect(res.status, await res.clone().text()).toBeLessThan(300);
	return res.status === 204 ? null : ((await res.json()) as { id: number; slug: string });
}

const create = (term: string, extra: Record<string, unknown> = {}) =>
	api('POST', '', {
		...termInput({ term, aliases: '', related_terms: '', ...extra }),
		slug: undefined,
	});

beforeAll(async () => {
	if (!pageFunctionEntry(DIST_DIR))
		throw new Error('No build with a page function: run `npm run build` first.');
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-term-pages-'));
	// The page function opens the database from the environment, as on Netlify.
	process.env.LIBSQL_URL = `file:${join(dir, 'glossary.db')}`;
	process.env.ADMIN_TOKEN = TOKEN;
	db = await createDb({ databaseUrl: process.env.LIBSQL_URL, readOnly: false });
	await migrate(db);
	setDb(db);
	const handler = await loadPageFunction(DIST_DIR, join(dir, 'page-function'));
	server = await createLocalServer({
		distDir: DIST_DIR,
		functionsDir: 'netlify/functions',
		netlifyToml: 'netlify.toml',
		pages: new PageRenderer(handler!),
	});
	onPurgeRequested((tags) => server.purgePages(tags));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	await create('Attention');
	await create('Bias', { related_terms: 'attention' });
	await create('Convolution');
});

afterAll(async () => {
	onPurgeRequested(undefined);
	await new Promise((resolve) => server.close(resolve));
	setDb(undefined);
	db.close();
	delete process.env.LIBSQL_URL;
	delete process.env.ADMIN_TOKEN;
	rmSync(dir, { recursive: true, force: true });
});

describe('a term page rendered on demand', () => {
	test('is the whole entry, with its neighbours and related terms, and no script to download', async () => {
		const res = await page('bias');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
		const body = await res.text();
		expect(body).toContain('<h1 id="term-title"');
		expect(body).toContain('>Bias</h1>');
		expect(body).toMatch(/rel="prev"[\s\S]*?Attention/);
		expect(body).toMatch(/rel="next"[\s\S]*?Convolution/);
		expect(body).toMatch(/Related terms[\s\S]*?href="\/glossary\/attention"/);
		expect(body).toContain('"@type":"DefinedTerm"');
		// Nothing is fetched before the reader interacts: no external or module scripts.
		expect(body).not.toMatch(/<script[^>]*\ssrc=/);
		expect(body).not.toMatch(/<script[^>]*type="module"/);
	});

	test('shows a pronunciation note from its own field, beside the buttons and not in the definition', async () => {
		await create('Epoch', { pronunciation: 'EP-ik (US) or EE-pok (UK).' });
		const body = await html('epoch');
		expect(body).toMatch(/>Pronunciation:<\/span> EP-ik \(US\) or EE-pok \(UK\)\.<\/p>/);
		expect(body.match(/EP-ik/g)).toHaveLength(1);
		expect(await html('bias')).not.toContain('Pronunciation:');
	});

	test('carries the security headers static pages get from netlify.toml, and a pinned policy', async () => {
		const res = await page('bias');
		const fromToml = headersFor(readNetlifyToml('netlify.toml').headers, '/glossary/bias');
		for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
			expect(fromToml[name], `${name} in netlify.toml`).toBe(value);
			if (name !== 'Content-Security-Policy') expect(res.headers.get(name), name).toBe(value);
		}
		const policy = res.headers.get('content-security-policy')!;
		expect(policy).toContain(SECURITY_HEADERS['Content-Security-Policy']);
		expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/);
	});

	test('is finished by the same steps as prebuilt pages: loader hoisted, exactly its scripts allowed', async () => {
		const res = await page('bias');
		const body = await res.text();
		const head = body.slice(0, body.indexOf('</head>'));
		// The deferred runtime's loader sits in <head> before the stylesheet, in place of Astro's runtime.
		expect(head).toMatch(
			/<style>astro-island[^<]*<\/style><script>[^<]+<\/script><link rel="stylesheet"/,
		);
		expect(body.slice(head.length)).not.toMatch(/<\/script><astro-island/);
		const scriptSrc = res.headers
			.get('content-security-policy')!
			.split(/[;,]/)
			.find((directive) => directive.trim().startsWith('script-src'))!;
		const hashes = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
			([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
		);
		expect(scriptSrc.match(/'sha256-[^']+'/g)!.sort()).toEqual([...new Set(hashes)].sort());
	});

	test('is cached, tagged with every term it shows', async () => {
		await page('attention');
		const again = await page('attention');
		expect(again.headers.get('cache-status')).toContain('hit');
		const tags = again.headers.get('netlify-cache-tag')!.split(',');
		expect(tags).toEqual(expect.arrayContaining(['term-pages', 'term:attention', 'term:bias']));
		expect(again.headers.get('netlify-cdn-cache-control')).toContain('durable');
		expect(again.headers.get('cache-control')).toContain('max-age=0');
	});

	test('answers 304 without the page to a request for the version it has (ETag), from the function and the CDN', async () => {
		const revalidate = (etag: string) =>
			fetch(`${base}/glossary/convolution`, { headers: { 'If-None-Match': etag } });
		const etag = (await page('convolution')).headers.get('etag')!;
		expect(etag).toMatch(/^"[\w-]+"$/);
		server.purgePages(['term:convolution']);
		const fromFunction = await revalidate(etag);
		await page('convolution');
		const fromCdn = await revalidate(etag);
		expect(fromCdn.headers.get('cache-status')).toContain('hit');
		for (const response of [fromFunction, fromCdn]) {
			expect(response.status).toBe(304);
			expect(await response.text()).toBe('');
		}
		expect((await revalidate('"an older version"')).status).toBe(200);
	});

	test('shows a save at once, on its own page and on the pages that show the term', async () => {
		const attention = await api('GET', '/attention');
		expect(await html('bias')).toContain('>Attention<');
		await api('PUT', `/${attention!.id}`, {
			...termInput({ term: 'Attention Mechanism', aliases: '', related_terms: '' }),
			slug: 'attention',
			short_definition: 'A way for a model to weigh the parts of its input by relevance.',
		});
		expect(await html('attention')).toContain('weigh the parts of its input by relevance');
		// Bias showed "Attention" as its previous term and as a related term.
		const bias = await html('bias');
		expect(bias).toContain('Attention Mechanism');
		expect(bias).not.toMatch(/>Attention</);
	});

	test('a new term appears between its neighbours at once', async () => {
		expect(await html('convolution')).toMatch(/rel="prev"[\s\S]*?Bias/);
		await create('Boosting');
		expect(await html('convolution')).toMatch(/rel="prev"[\s\S]*?Boosting/);
		expect(await html('bias')).toMatch(/rel="next"[\s\S]*?Boosting/);
		expect((await page('boosting')).status).toBe(200);
	});

	test('a deleted term answers 404 with the site’s page, and leaves its neighbours’ pages', async () => {
		const boosting = await api('GET', '/boosting');
		await html('convolution');
		await api('DELETE', `/${boosting!.id}`);
		const res = await page('boosting');
		expect(res.status).toBe(404);
		expect(await res.text()).toContain('Page Not Found');
		expect(await html('convolution')).toMatch(/rel="prev"[\s\S]*?Bias/);
	});

	test('answers 404 for a slug no term has', async () => {
		expect((await page('no-such-term')).status).toBe(404);
	});

	test('a term’s review cards are made on demand from the live term', async () => {
		const res = await fetch(`${base}/review/cards/attention.json`);
		expect(res.status).toBe(200);
		const cards = (await res.json()) as { id: string; content: { answer: string } }[];
		expect(cards.map((card) => card.id)).toContain('term:attention:definition');
		expect(JSON.stringify(cards)).toContain('weigh the parts of its input by relevance');
		expect(res.headers.get('netlify-cache-tag')).toContain('term:attention');
		expect((await fetch(`${base}/review/cards/no-such-term.json`)).status).toBe(404);
	});
});
