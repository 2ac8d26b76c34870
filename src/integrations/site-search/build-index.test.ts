import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { PAGEFIND_SIGNATURE, readFragment } from './build-index.ts';

const fragment = (text: string) => ({ path: 'fragment/en_1.pf_fragment', content: gzipSync(text) });
const page = { url: '/topics/x', content: 'Words here.', meta: { title: 'X' }, anchors: [] };

test("reads a fragment in Pagefind's current format", () => {
	expect(readFragment(fragment(PAGEFIND_SIGNATURE + JSON.stringify(page)))).toEqual(page);
});

test('a fragment in another format stops the build, saying what changed', () => {
	expect(() => readFragment(fragment(JSON.stringify(page)))).toThrow(/private format changed/);
	expect(() => readFragment(fragment(`${PAGEFIND_SIGNATURE}{"url":1}`))).toThrow(/build-index\.ts/);
});
