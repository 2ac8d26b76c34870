import { mkdtempSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CardCache, cardKey, cardToolVersions } from './cache.ts';

const text = {
	template: 1,
	label: 'Glossary term',
	title: 'Dropout',
	detail: 'Difficulty: Beginner',
};

describe('cardKey', () => {
	test('is stable for the same inputs and changes with any of them', () => {
		expect(cardKey(text)).toBe(cardKey({ ...text }));
		expect(cardKey({ ...text, title: 'Dropout layer' })).not.toBe(cardKey(text));
		expect(cardKey({ ...text, template: 2 })).not.toBe(cardKey(text));
	});
});

test('cardToolVersions names the installed font and renderer packages', () => {
	expect(cardToolVersions()).toEqual([
		expect.stringMatching(/^@fontsource\/inter@\d+\./),
		expect.stringMatching(/^satori@\d+\./),
		expect.stringMatching(/^@resvg\/resvg-js@\d+\./),
	]);
});

describe('CardCache', () => {
	const fresh = () => new CardCache(mkdtempSync(join(tmpdir(), 'cards-')));

	test('returns what was stored, and nothing for an unknown key', () => {
		const cache = fresh();
		expect(cache.lookup('abc')).toBeUndefined();
		cache.store('abc', Buffer.from('png bytes'));
		expect(readFileSync(cache.lookup('abc')!, 'utf8')).toBe('png bytes');
		expect(readdirSync(cache.dir)).toEqual(['abc.png']);
	});

	test('prunes entries no build has used for 30 days, keeping the ones just looked up', () => {
		const cache = fresh();
		cache.store('old', Buffer.from('1'));
		cache.store('used', Buffer.from('2'));
		const longAgo = new Date(Date.now() - 40 * 86_400_000);
		for (const key of ['old', 'used']) utimesSync(join(cache.dir, `${key}.png`), longAgo, longAgo);
		cache.lookup('used');
		expect(cache.prune()).toBe(1);
		expect(readdirSync(cache.dir)).toEqual(['used.png']);
	});
});
