import { expect, test } from 'vitest';
import { createTerm, updateTerm } from './glossary-repo.ts';
import { cachedAnswer, readCacheSize } from './read-cache.ts';
import { createTestDb } from '../../tests/helpers/db.ts';
import { termInput } from '../../tests/helpers/terms.ts';

test('an answer is reused until any term changes, then made again', async () => {
	const { db, cleanup } = await createTestDb();
	try {
		let made = 0;
		const produce = async () => ({ body: { made: ++made } });
		expect((await cachedAnswer(db, 'k', produce)).text).toBe('{"made":1}');
		expect((await cachedAnswer(db, 'k', produce)).text).toBe('{"made":1}');
		const term = await createTerm(db, termInput());
		expect((await cachedAnswer(db, 'k', produce)).text).toBe('{"made":2}');
		await updateTerm(db, term.id, termInput({ short_definition: 'Changed since.' }));
		expect((await cachedAnswer(db, 'k', produce)).text).toBe('{"made":3}');
		expect(readCacheSize(db).entries).toBe(1);
	} finally {
		cleanup();
	}
});

test('each database keeps its own answers', async () => {
	const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
	try {
		await cachedAnswer(a.db, 'k', async () => ({ body: 'from a' }));
		expect((await cachedAnswer(b.db, 'k', async () => ({ body: 'from b' }))).text).toBe('"from b"');
	} finally {
		a.cleanup();
		b.cleanup();
	}
});

test('many tiny answers under long keys stay within the bounds, keys counted', async () => {
	const { db, cleanup } = await createTestDb();
	try {
		for (let i = 0; i < 12_000; i++)
			await cachedAnswer(db, `search:${i}:${'x'.repeat(4000)}`, async () => ({ body: [] }));
		const { entries, bytes } = readCacheSize(db);
		expect(entries).toBeLessThanOrEqual(10_000);
		expect(bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
		// Each answer is counted with its 4 KB key, so far fewer than 10,000 fit.
		expect(entries).toBeLessThan(5000);
	} finally {
		cleanup();
	}
});
