import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, test } from 'vitest';
import { brandColours } from './colours.ts';
import { drawCards } from './draw.ts';
import { loadCardFonts } from './fonts.ts';
import { createCardRenderer } from './render.ts';

const options = {
	colours: brandColours(readFileSync('src/styles/global.css', 'utf8')),
	host: 'ai-atlas.netlify.app',
};
const jobs = [
	'Dropout',
	'Backpropagation',
	'Łukasiewicz Logic',
	'Partially Observable Markov Decision Process',
].map((title) => ({
	text: { label: 'Glossary term', title, detail: 'Difficulty: Advanced' },
}));

describe('drawCards', () => {
	test.skipIf(availableParallelism() < 2)(
		'draws on worker threads exactly what the build’s own thread draws',
		{ timeout: 60_000 },
		async () => {
			const drawn = new Map<string, Buffer>();
			await drawCards(
				jobs,
				options,
				async (job, { png, problems }) => {
					expect(problems).toEqual([]);
					drawn.set(job.text.title, png);
				},
				1,
			);
			const local = createCardRenderer({ ...options, fonts: loadCardFonts() });
			for (const job of jobs)
				expect(
					drawn.get(job.text.title)?.equals((await local.render(job.text)).png),
					job.text.title,
				).toBe(true);
		},
	);

	test('reports a card that fails to draw', { timeout: 60_000 }, async () => {
		const broken = [
			...jobs,
			{ text: { label: 'Glossary term', title: undefined as unknown as string, detail: '' } },
		];
		await expect(drawCards(broken, options, async () => {}, 1)).rejects.toThrow();
	});
});
