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
