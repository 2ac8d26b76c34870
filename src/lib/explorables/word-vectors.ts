/**
 * Word vectors in two dimensions and the cosine similarity between them:
 * cos(a, b) = a·b / (|a| |b|), the cosine of the angle between the arrows: 1 when they point the
 * same way, 0 at right angles, −1 when opposite, whatever their lengths. The vectors are made up
 * for the figure (real embeddings have hundreds of dimensions), placed so that words of a kind
 * point the same way: "kitten" is "cat" scaled by a half, the same direction and so cosine 1,
 * though a straight-line (Euclidean) distance puts other words nearer.
 */
import { dot } from './attention-weights';

export type Vec = readonly [number, number];

export const WORDS: Record<string, Vec> = {
	cat: [4, 1],
	dog: [3.5, 2],
	kitten: [2, 0.5],
	puppy: [1.5, 1.5],
	king: [1, 4],
	queen: [-0.5, 4],
	prince: [0.5, 2],
	car: [-3, 1.5],
	truck: [-4, 0.5],
};
export const WORD_NAMES = Object.keys(WORDS);

export const MEASURES = ['cosine', 'distance'] as const;
export type Measure = (typeof MEASURES)[number];

export const cosine = (a: Vec, b: Vec) => dot(a, b) / (Math.hypot(...a) * Math.hypot(...b));
export const distance = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The other words, nearest first: highest cosine, or smallest distance. */
export function nearest(word: string, measure: Measure): { word: string; score: number }[] {
	const v = WORDS[word]!;
	return WORD_NAMES.filter((w) => w !== word)
		.map((w) => ({
			word: w,
			score: measure === 'cosine' ? cosine(v, WORDS[w]!) : distance(v, WORDS[w]!),
		}))
		.sort((a, b) => (measure === 'cosine' ? b.score - a.score : a.score - b.score));
}

const two = (v: number) => (Math.round(v * 100) / 100 + 0).toFixed(2).replace('-', '−');

/** The words the live region says: the three nearest words and the farthest, with scores. */
export function describe(word: string, measure: Measure): string {
	const ranked = nearest(word, measure);
	const list = ranked
		.slice(0, 3)
		.map(({ word: w, score }) => `${w} (${two(score)})`)
		.join(', ');
	const far = ranked.at(-1)!;
	return measure === 'cosine'
		? `Nearest to "${word}" by cosine similarity: ${list}. Farthest: ${far.word} (${two(far.score)}), pointing the most nearly the opposite way.`
		: `Nearest to "${word}" by straight-line distance: ${list}. Farthest: ${far.word} (${two(far.score)}). Distance counts the arrows' lengths as well as their directions.`;
}
