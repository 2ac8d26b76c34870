import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { GLOSSARY_TERMS_DIR } from './glossary-seed.ts';
import { loadGlossaryTerms } from './glossary-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-glossary-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the glossary is read once per process: a second caller sees the terms the first saw', async () => {
	const [first, second] = readdirSync(GLOSSARY_TERMS_DIR).filter((f) => f.endsWith('.json'));
	copyFileSync(join(GLOSSARY_TERMS_DIR, first!), join(dir, first!));
	const config = await loadGlossaryTerms({ env: {}, dir });
	// A term file added between the configuration's read and the content collection's.
	copyFileSync(join(GLOSSARY_TERMS_DIR, second!), join(dir, second!));
	const collection = await loadGlossaryTerms({ env: {}, dir });
	expect(collection).toBe(config);
	expect(collection.terms).toHaveLength(1);
});
