/**
 * Fidelity check: Netlify's own emulation (@netlify/dev) routes every function by its config.path
 * and passes params the same way our local server does. One call per function, sequentially
 * (the emulation is slow and fails concurrent calls on this machine, which is why `npm start`
 * does not use it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NetlifyDev } from '@netlify/dev';
import { createDb } from '../../src/server/db.ts';
import { seedGlossary } from '../../src/server/glossary-seed.ts';
import { migrate } from '../../src/server/migrate.ts';

let dev: NetlifyDev;
let dir: string;

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-netlify-dev-'));
	const file = join(dir, 'fidelity.db');
	const db = await createDb({ databaseUrl: `file:${file}`, readOnly: false });
	await migrate(db);
	await seedGlossary(db);
	db.close();
	process.env.DATABASE_FILE = file;
	process.env.ADMIN_TOKEN = 'fidelity-admin-token-0123456789';
	dev = new NetlifyDev({
		projectRoot: process.cwd(),
		// Required by the request chain even though every route here is a function.
		serverAddress: 'http://127.0.0.1:9',
		blobs: { enabled: false },
		edgeFunctions: { enabled: false },
		geolocation: { enabled: false },
		images: { enabled: false },
		redirects: { enabled: false },
		staticFiles: { enabled: false },
		aiGateway: { enabled: false },
		database: { enabled: false },
	});
	await dev.start();
}, 120_000);

afterAll(async () => {
	await dev?.stop();
	delete process.env.DATABASE_FILE;
	delete process.env.ADMIN_TOKEN;
	rmSync(dir, { recursive: true, force: true });
});

const cases: [string, number, (body: unknown) => void][] = [
	['/api/health', 200, (b) => expect(b).toMatchObject({ ok: true, publication: { mode: 'off' } })],
	['/api/glossary/letters', 200, (b) => expect(b).toHaveLength(26)],
	// Netlify ignores one trailing slash, and so does the local server.
	['/api/glossary/letters/', 200, (b) => expect(b).toHaveLength(26)],
	[
		'/api/glossary/letter/q',
		200,
		(b) => expect((b as { term: string }[]).every((t) => t.term.startsWith('Q'))).toBe(true),
	],
	['/api/glossary/term/softmax', 200, (b) => expect(b).toMatchObject({ slug: 'softmax' })],
	[
		'/api/glossary/term/softmax/summary',
		200,
		(b) => expect(b).toMatchObject({ slug: 'softmax', license: { name: 'CC BY 4.0' } }),
	],
	['/api/glossary/categories', 200, (b) => expect((b as unknown[]).length).toBeGreaterThan(14)],
	[
		'/api/glossary/category/Deep%20Learning%3AArchitectures?type=secondary',
		200,
		(b) => expect((b as unknown[]).length).toBeGreaterThan(0),
	],
	[
		'/api/glossary/difficulty/advanced',
		200,
		(b) => expect((b as unknown[]).length).toBeGreaterThan(0),
	],
	[
		'/api/glossary/search?q=attention',
		200,
		(b) => expect((b as unknown[]).length).toBeGreaterThan(0),
	],
	[
		'/api/glossary/autocomplete?q=soft',
		200,
		(b) =>
			expect(b).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'softmax' })])),
	],
	['/api/pronunciation/Softmax', 404, (b) => expect(b).toHaveProperty('error')],
	['/api/glossary', 200, (b) => expect((b as unknown[]).length).toBeGreaterThan(600)],
	[
		`/api/progress/${'A'.repeat(43)}`,
		410,
		(b) => expect(b).toEqual({ error: expect.stringMatching(/Sync-Space header/) }),
	],
	[
		'/api/progress/',
		400,
		(b) => expect(b).toMatchObject({ error: expect.stringMatching(/Sync-Space/) }),
	],
];

describe('functions under @netlify/dev', () => {
	for (const [path, status, check] of cases) {
		test(`GET ${path} → ${status}`, async () => {
			const response = await dev.handle(new Request(`http://localhost:8888${path}`));
			expect(response?.status).toBe(status);
			check(await response!.json());
			// Netlify's emulation bundles each function on its first request: beside the other long
			// files on a busy machine, a first request took over 60 s.
		}, 180_000);
	}

	test('writes reach the handler with the body and the Authorization header', async () => {
		const response = await dev.handle(
			new Request('http://localhost:8888/api/glossary/term', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Authorization: 'Bearer wrong' },
				body: JSON.stringify({ term: 'X', comprehensive_definition: 'Y' }),
			}),
		);
		expect(response?.status).toBe(401);
	}, 180_000);
});
