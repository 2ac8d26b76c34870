import { expect, test } from 'vitest';
import { checkedIslandRuntime } from './lazy-runtime.ts';

test("Astro's internal island runtime is still the script that defines <astro-island>", () => {
	const runtime = checkedIslandRuntime();
	expect(runtime).toMatch(/customElements\.define\(\s*["']astro-island["']/);
});

test('a changed runtime stops the build with a message naming the file to update', () => {
	expect(() => checkedIslandRuntime(null)).toThrow(/lazy-runtime\.ts/);
	expect(() => checkedIslandRuntime('console.log(1)')).toThrow(/astro-island/);
});
