import { describe, expect, it } from 'vitest';
import { MIN_SHARD_CHARS, chooseShardKeys, shardKeyOf } from './shard-keys.ts';

const sized = (entries: [string, number][]) => new Map(entries);

describe('chooseShardKeys', () => {
	it('gives three letters their own shard only when their words fill one', () => {
		const keys = chooseShardKeys(
			sized([
				['attention', MIN_SHARD_CHARS],
				['atom', 10],
				['bee', 10],
			]),
			10_000,
		);
		expect([...keys].sort()).toEqual(['a', 'att', 'b']);
		expect(shardKeyOf('atom', keys)).toBe('a');
	});

	it('splits a key over the cap by more letters, the largest groups first, until each fits', () => {
		const sizes = sized([
			['model', 4000],
			['models', 4000],
			['modern', 3000],
			['mode', 500],
		]);
		const keys = chooseShardKeys(sizes, 5000);
		const inShard = new Map<string, number>();
		for (const [word, size] of sizes) {
			const key = shardKeyOf(word, keys);
			inShard.set(key, (inShard.get(key) ?? 0) + size);
		}
		// "model" alone is 4000: it and "models" cannot share a shard of 5000.
		expect(shardKeyOf('model', keys)).not.toBe(shardKeyOf('models', keys));
		expect(Math.max(...inShard.values())).toBeLessThanOrEqual(5000);
	});

	it('files a word under the longest key that starts it', () => {
		const keys = new Set(['a', 'at', 'att', 'atte', 'b']);
		expect(shardKeyOf('attention', keys)).toBe('atte');
		expect(shardKeyOf('attack', keys)).toBe('att');
		expect(shardKeyOf('ai', keys)).toBe('a');
		expect(() => shardKeyOf('zebra', keys)).toThrow(/no shard/);
	});
});
