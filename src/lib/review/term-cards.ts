/**
 * Review cards made from a glossary term at build time. Each term gives up to three:
 * - `definition`: the term's name → its short definition;
 * - `name`: the short definition, with the name and aliases hidden → the name;
 * - `example`: the term's first example, names hidden → which term it illustrates.
 * Ids are `term:{slug}:{kind}`: a reader's schedule for a card is keyed by it and survives any
 * edit of the term; the content's version changes with its text, so a rebuilt card replaces the
 * copy the reader keeps.
 */
import { HIDDEN, contentVersion, type NewCard } from './cards.ts';
import { mathsToPlain } from '../maths/mathml.ts';

export interface CardSourceTerm {
	slug: string;
	term: string;
	aliases: string[];
	short_definition: string | null;
	examples: string[];
}

/**
 * Words of a name or a text as the hiding compares them: lower case, without a possessive 's, split
 * at spaces and signs (hyphens, underscores, "@", dots…) and, unless `coarse`, inside code
 * spellings at a change of case or from letters to digits ("learning_rate", "EarlyStopping",
 * "ChatGPT", "Word2Vec" → learning rate, early stopping, chat gpt, word 2 vec).
 */
export function nameParts(text: string, coarse = false): string[] {
	const spaced = coarse
		? text
		: text
				.replace(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/gu, ' ')
				.replace(/(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})/gu, ' ')
				.replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ');
	return spaced
		.replace(/['’]s\b/g, '')
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);
}

/**
 * Endings a word of a name loses so its other forms are hidden too: "orthogonality" → orthogonal
 * (orthogonal), "stationarity" → stationar (stationary), "sycophancy" → sycoph (sycophantic),
 * "correlation" → correl (correlated), "ontology" → ontolog (ontologies), "corrigibility" →
 * corrig (corrigible), "skewness" → skew (skewed), "deployment" → deploy (deploys), "optimizer" →
 * optim (torch.optim). The first that leaves a root of at least MIN_ROOT letters is cut.
 */
const ENDINGS = [
	'ibility',
	'ability',
	'ations',
	'ation',
	'ities',
	'ness',
	'ment',
	'izer',
	'iser',
	'ancy',
	'ency',
	'ance',
	'ence',
	'ions',
	'ings',
	'ity',
	'ism',
	'ion',
	'ing',
	'ies',
	'es',
	'ed',
	's',
	'y',
	'e',
];
const MIN_ROOT = 4;

/**
 * What a word of a name matches: any word starting with its root or, for a root shorter than
 * MIN_ROOT letters, the word's own inflections ("bagging" → bag, bags, bagged, bagging).
 */
function partMatcher(part: string): (word: string) => boolean {
	// "pass@k" stands for pass@1, pass@10…: a lone k or n after another part is a placeholder.
	if (part === 'k' || part === 'n') return (word) => /^(?:\d+|[kn])$/.test(word);
	let root = part;
	for (const ending of ENDINGS) {
		if (part.endsWith(ending) && part.length - ending.length >= MIN_ROOT) {
			root = part.slice(0, -ending.length);
			break;
		}
	}
	let short: string | undefined;
	if (/([b-df-hj-np-tv-z])\1$/.test(root)) {
		// "embedding" → embedd → embed; "bagging" → bagg → bag (too short for a root).
		if (root.length > MIN_ROOT) root = root.slice(0, -1);
		else short = root.slice(0, -1);
	} else if (root === part) short = part.replace(/(?:ing|ed|es|s)$/, ''); // "tuning" → tun
	const forms = new Set([part, `${part}s`, `${part}es`]);
	if (short && short !== part && short.length >= 2)
		for (const ending of ['', 's', 'es', 'ed', 'ing', `${short.at(-1)}ed`, `${short.at(-1)}ing`])
			forms.add(short + ending);
	const prefix = root.length >= MIN_ROOT && !(short && root.length === MIN_ROOT && root !== part);
	// Any word that starts with the whole word of the name, as "GAN" starts "GANs" and "crf" "crfsuite".
	return (word) =>
		forms.has(word) ||
		(prefix && word.startsWith(root)) ||
		(part.length >= 3 && word.startsWith(part));
}

/** An abbreviation written in capitals and digits ("GPT", "FP4", "PTQ"): found inside compounds too. */
const isAcronym = (name: string) => /^[A-Z][A-Z0-9]+$/.test(name) && /[A-Z].*[A-Z]/.test(name);

interface Word {
	word: string;
	/** The index of the chunk it belongs to. */
	c: number;
}

/**
 * The text's chunks: runs of letters and digits with the joiners of code and compounds between
 * them (_ - @ '), each a word ("overfits") or a code spelling or compound written without spaces
 * ("learning_rate", "EarlyStopping", "nnU-Net"); a dot ends a chunk, so only the part of
 * "keras.callbacks.EarlyStopping" that spells the name is hidden.
 */
function chunks(text: string) {
	return [...text.matchAll(/[\p{L}\p{N}](?:[\p{L}\p{N}_@'’]*[\p{L}\p{N}])?/gu)].map((m) => ({
		start: m.index,
		// A possessive stays visible after the mask: "▁▁▁'s top-5 error".
		end: m.index + m[0].replace(/['’]s$/, '').length,
		text: m[0],
	}));
}

/**
 * Where the names occur in a text, as [start, end) spans of whole chunks. A name occurs where its
 * words follow one another, in any of their forms, within one chunk or across chunks separated
 * only by white space, "/" or "&", with the chunks read both as written ("fasttext", "RMSprop")
 * and split at changes of case ("AutoTokenizer" → auto tokenizer); a name is also tried written
 * as one word ("fastText" as fasttext, "U-Net" as unet), and an abbreviation is found inside a
 * compound written with its capitals ("ChatGPT", "MXFP4", "StyleGAN").
 */
export function nameSpans(text: string, names: string[]): [number, number][] {
	const usable = names.filter((name) => name.replace(/[^\p{L}\p{N}]/gu, '').length >= 2);
	const variants = usable.flatMap((name) => {
		const fine = nameParts(name);
		const squashed = nameParts(name, true).join('');
		return fine.length > 1 && squashed.length >= 3 ? [fine, [squashed]] : [fine];
	});
	const matchers = variants
		.filter((parts) => parts.length > 0)
		.sort((a, b) => b.length - a.length)
		.map((parts) => parts.map(partMatcher));
	const list = chunks(text);
	const covered = new Set<number>();
	for (const coarse of [true, false]) {
		const flat: Word[] = list.flatMap((chunk, c) =>
			nameParts(chunk.text, coarse).map((word) => ({ word, c })),
		);
		const joined = (run: Word[]) =>
			run.every(
				(w, k) =>
					k === 0 ||
					w.c === run[k - 1]!.c ||
					(w.c === run[k - 1]!.c + 1 &&
						/^(?:['’]s)?[\s/&-]+$/.test(text.slice(list[run[k - 1]!.c]!.end, list[w.c]!.start))),
			);
		for (let i = 0; i < flat.length; i++) {
			for (const parts of matchers) {
				const run = flat.slice(i, i + parts.length);
				if (run.length === parts.length && joined(run) && run.every((w, k) => parts[k]!(w.word))) {
					for (let c = run[0]!.c; c <= run.at(-1)!.c; c++) covered.add(c);
					i += parts.length - 1;
					break;
				}
			}
		}
	}
	const acronyms = usable.filter(isAcronym);
	list.forEach((chunk, c) => {
		if (acronyms.some((name) => chunk.text.includes(name))) covered.add(c);
	});
	// Neighbouring hidden chunks joined by a space or a sign are one hidden name.
	const spans: [number, number][] = [];
	for (const c of [...covered].sort((x, y) => x - y)) {
		const last = spans.at(-1);
		if (
			last &&
			covered.has(c - 1) &&
			/^(?:['’]s)?[\s/&-]+$/.test(text.slice(last[1], list[c]!.start))
		)
			last[1] = list[c]!.end;
		else spans.push([list[c]!.start, list[c]!.end]);
	}
	// A name of one letter and a sign ("A*") is hidden only as written, never inside a word.
	for (const name of names.filter((n) => n.trim().length >= 2 && !usable.includes(n))) {
		const literal = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.trim())}`, 'gu');
		for (const m of text.matchAll(literal)) spans.push([m.index, m.index + m[0].length]);
	}
	return spans.sort((a, b) => a[0] - b[0]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Hides every occurrence of the names with ▁▁▁, longest names first: in any case and inflection
 * ("overfits" for Overfitting, "orthogonal" for Orthogonality, "normally distributed" for Normal
 * Distribution), in compounds ("ChatGPT" for GPT, "nnU-Net" for U-Net, "sub-ontologies") and in
 * code spellings ("learning_rate", "EarlyStopping", "LabelEncoder", "AutoTokenizer"), which are
 * hidden whole. A name is never found inside a word ("GAN" is not in "organ").
 */
export function hideNames(text: string, names: string[]): string {
	const spans = nameSpans(text, names);
	let out = '';
	let at = 0;
	for (const [start, end] of spans) {
		out += text.slice(at, start) + HIDDEN;
		at = end;
	}
	return out + text.slice(at);
}

/** Singular names (a method, a product, a field) that end like a plural. Lower case. */
const SINGULAR_NAMES: ReadonlySet<string> = new Set([
	'descriptive statistics',
	'equalized odds',
	'integrated gradients',
	'k-nearest neighbors',
	'keras',
	'kubernetes',
	'logit lens',
	'naive bayes',
	'pandas',
	'softplus',
	'taylor series',
	'weights & biases',
]);

/**
 * Whether a term's name is plural, so its definition card asks "What are logits?": the head noun
 * (the words before "of", "for" or "with") ends in a plural -s (not -as, -ss, -us, -is, -ics, -ness, -ops),
 * unless SINGULAR_NAMES lists it. "Eigenvalues and Eigenvectors", "Scaling Laws" and "Datasheets
 * for Datasets" are plural; "Mixture of Experts", "Naive Bayes" and "Bias" are not.
 */
export function isPluralName(name: string): boolean {
	const lower = name.trim().toLowerCase();
	if (SINGULAR_NAMES.has(lower)) return false;
	const head = lower.split(/ (?:of|for|with) /)[0]!;
	const last = head.split(/[\s-]+/).at(-1) ?? '';
	return /[a-z]s$/.test(last) && !/(?:as|ss|us|is|ics|ness|ops)$/.test(last);
}

export function termCards(term: CardSourceTerm): NewCard[] {
	const href = `/glossary/${term.slug}`;
	const names = [term.term, ...term.aliases];
	const card = (kind: string, prompt: string, answer: string): NewCard => ({
		id: `term:${term.slug}:${kind}`,
		content: { prompt, answer, href, label: term.term, version: contentVersion(prompt, answer) },
	});
	const cards: NewCard[] = [];
	const definition = term.short_definition?.trim();
	if (!definition) return cards;
	cards.push(
		card('definition', `What ${isPluralName(term.term) ? 'are' : 'is'} ${term.term}?`, definition),
	);
	const hidden = hideNames(definition, names);
	cards.push(card('name', `Which term is this? ${hidden}`, term.term));
	// Cards are plain text: a formula in the example reads as Unicode (`$\sqrt{d_k}$` becomes √dₖ).
	const example = term.examples[0] ? mathsToPlain(term.examples[0]).trim() : undefined;
	if (example) {
		const hiddenExample = hideNames(example, names);
		// An example that only makes sense with the name in it would give nothing to recall.
		if (hiddenExample.split(HIDDEN).join('').trim().length >= 30)
			cards.push(
				card(
					'example',
					`Which term does this example illustrate? ${hiddenExample}`,
					`${term.term}: ${definition}`,
				),
			);
	}
	return cards;
}
