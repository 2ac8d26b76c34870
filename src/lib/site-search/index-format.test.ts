import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings, type PagePosting } from './index-format.ts';

describe('postings', () => {
	it('encode compactly, marking title and heading words', () => {
		const postings: PagePosting[] = [
			{
				page: 3,
				score: 20,
				inTitle: true,
				passages: [{ section: 0, block: 0, count: 2, inHeading: false }],
			},
			{
				page: 40,
				score: 135,
				inTitle: false,
				passages: [
					{ section: 2, block: 1, count: 1, inHeading: true },
					{ section: 11, block: 0, count: 37, inHeading: false },
				],
			},
		];
		expect(encodePostings(postings)).toBe('3.k!,0.0.2;11.3r,2.1.1!,b.0.11');
		expect(decodePostings(encodePostings(postings))).toEqual(postings);
	});

	it('decode what they encode', () => {
		const passage = fc.record({
			section: fc.nat(500),
			block: fc.nat(50),
			count: fc.integer({ min: 1, max: 5000 }),
			inHeading: fc.boolean(),
		});
		const postings = fc
			.uniqueArray(fc.nat(100_000), { minLength: 1, maxLength: 20 })
			.chain((pages) =>
				fc.tuple(
					...pages
						.sort((a, b) => a - b)
						.map((page) =>
							fc.record({
								page: fc.constant(page),
								score: fc.integer({ min: 1, max: 1000 }),
								inTitle: fc.boolean(),
								passages: fc.array(passage, { maxLength: 5 }),
							}),
						),
				),
			);
		fc.assert(
			fc.property(postings, (list) => {
				expect(decodePostings(encodePostings(list))).toEqual(list);
			}),
		);
	});
});
