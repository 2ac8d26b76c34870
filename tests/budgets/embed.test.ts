/** The embeddable term card stays small: other sites' readers pay for it. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from 'vitest';
import { DIST_DIR } from '../../scripts/lib.ts';

test('the term card script is at most 5 KB brotli and uses no framework', () => {
	const file = join(DIST_DIR, 'embed/term-card.js');
	expect(existsSync(file), 'run npm run build first').toBe(true);
	const code = readFileSync(file);
	const size = brotliCompressSync(code, {
		params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
	}).length;
	expect(size).toBeLessThanOrEqual(5 * 1024);
	expect(code.toString()).not.toMatch(/react/i);
});
