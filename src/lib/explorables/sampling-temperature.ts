/**
 * Temperature, top-k and top-p (nucleus) sampling over a toy next-token distribution. The logits
 * are divided by the temperature T before the softmax, p_i = e^{z_i/T} / Σ_j e^{z_j/T}; then top-k
 * keeps the k most likely tokens, and top-p keeps, of those, the smallest set whose probabilities
 * add up to at least p (Holtzman et al. 2019, arXiv:1904.09751); what is kept is renormalised.
 * Top-k is applied first and top-p to its renormalised result, the order of the Hugging Face
 * `generate` warpers.
 */

/** Eight candidate next words after "The cat sat on the", with fixed logits, most likely first. */
export const CANDIDATES = [
	{ word: 'mat', logit: 2 },
	{ word: 'floor', logit: 1 },
	{ word: 'sofa', logit: 0 },
	{ word: 'bed', logit: -0.5 },
	{ word: 'rug', logit: -1 },
	{ word: 'chair', logit: -1.5 },
	{ word: 'roof', logit: -2.5 },
	{ word: 'moon', logit: -4 },
] as const;
/** The softmax of `logits / temperature` (shifted by the largest logit, so nothing overflows). */
export function softmax(logits: readonly number[], temperature = 1): number[] {
	const top = Math.max(...logits);
	const e = logits.map((z) => Math.exp((z - top) / temperature));
	const sum = e.reduce((a, b) => a + b, 0);
	return e.map((v) => v / sum);
}

/** The indices in order of probability, highest first (ties by position). */
const ranked = (probs: readonly number[]) =>
	probs.map((_, i) => i).sort((a, b) => probs[b]! - probs[a]! || a - b);

/** Which tokens top-k keeps: the `k` most likely. */
export function topK(probs: readonly number[], k: number): boolean[] {
	const keep = new Set(ranked(probs).slice(0, Math.max(1, k)));
	return probs.map((_, i) => keep.has(i));
}

/**
 * Which tokens top-p keeps: the nucleus, the smallest set of the most likely tokens whose
 * probabilities add up to at least `p`. A token stays when the mass ranked above it is still
 * below p (with a little slack for rounding, so that 0.6 + 0.3 counts as reaching 0.9). At p = 1
 * nothing is cut, as in Hugging Face `generate`, which applies top-p only when p < 1: otherwise the
 * slack would cut tokens whose chance is below it, at a low temperature.
 */
export function topP(probs: readonly number[], p: number): boolean[] {
	if (p >= 1) return probs.map(() => true);
	const keep = probs.map(() => false);
	let above = 0;
	for (const i of ranked(probs)) {
		if (above >= p - 1e-9) break;
		keep[i] = true;
		above += probs[i]!;
	}
	return keep;
}

/** `probs` with the tokens not kept set to 0 and the rest scaled to sum to 1. */
export function renormalise(probs: readonly number[], keep: readonly boolean[]): number[] {
	const sum = probs.reduce((s, v, i) => (keep[i] ? s + v : s), 0);
	return probs.map((v, i) => (keep[i] ? v / sum : 0));
}

export interface Sampled {
	/** The softmax at this temperature, before any cut. */
	softmax: number[];
	/** Whether each token survives top-k and then top-p. */
	kept: boolean[];
	/** The probabilities sampling uses: the kept tokens' renormalised, 0 for the others. */
	final: number[];
}

/** The whole pipeline: temperature, softmax, top-k, renormalise, top-p, renormalise. */
export function sample(
	logits: readonly number[],
	temperature: number,
	k: number,
	p: number,
): Sampled {
	const probs = softmax(logits, temperature);
	const afterK = renormalise(probs, topK(probs, k));
	const kept = topP(afterK, p).map((inP, i) => inP && afterK[i]! > 0);
	return { softmax: probs, kept, final: renormalise(probs, kept) };
}

const percent = (v: number) =>
	v >= 0.995 ? '100%' : v < 0.005 ? 'under 1%' : `${Math.round(v * 100)}%`;

/** The words the live region says: the settings, how many tokens remain, and the favourite's chance. */
export function describe(temperature: number, k: number, p: number): string {
	const logits = CANDIDATES.map((c) => c.logit);
	const { kept, final } = sample(logits, temperature, k, p);
	const left = kept.filter(Boolean).length;
	const words = CANDIDATES.filter((_, i) => kept[i]).map((c) => `"${c.word}"`);
	const shape =
		temperature < 1
			? 'sharper than the plain softmax'
			: temperature > 1
				? 'flatter than the plain softmax'
				: 'the plain softmax';
	const pool =
		left === 1
			? `only ${words[0]} can be picked`
			: `${left} of ${CANDIDATES.length} words can be picked (${words.join(', ')})`;
	return `Temperature ${temperature}, top-k ${k}, top-p ${p}: the distribution is ${shape}; ${pool}, and "${CANDIDATES[0].word}" gets ${percent(final[0]!)}.`;
}
