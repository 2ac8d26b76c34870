/**
 * The checkpoint lint: test-taking cues and outside material in a guide's "Check your
 * understanding" questions (content/checkpoints/{guide}.yaml, rules in its README). A test-wise
 * reader should not be able to pick the right option without knowing the answer, and a question
 * should not lean on anything its section never said. The rules, over a guide's choice questions:
 *
 * - length: the right option is the strictly longest (characters of visible text) in more than
 *   LONGEST_CORRECT_MAX_SHARE of them;
 * - position: the right option sits in one place (A, B, C or D) in more than POSITION_MAX_SHARE;
 * - absolutes: a wrong option uses one of ABSOLUTE_WORDS without an `absolute:` reason (why the
 *   absolute is the point of the misconception, not a giveaway);
 * - outside material: a prompt or option cites a number, a code name (a `backticked` span, a
 *   snake_case or camelCase identifier) or a glossary term that no paragraph of the question's
 *   section contains.
 *
 * Pure: the caller reads the files (tests/content/checkpoints.test.ts does, for every file).
 */
import { words } from '../site-search/text.ts';
import { EVERYDAY_TERMS } from './everyday-terms.ts';

/**
 * The share rules (length, position) judge a guide with at least this many choice questions: in
 * fewer, one question moves a share by a fifth or more.
 */
export const MIN_CHOICE_QUESTIONS_FOR_SHARES = 5;
/** More than this share of a guide's choice questions with the right option strictly longest fails. */
export const LONGEST_CORRECT_MAX_SHARE = 0.35;
/** More than this share of a guide's choice questions with the right option in one position fails. */
export const POSITION_MAX_SHARE = 0.4;
/**
 * Words that make a statement absolute, so a reader can reject an option for its wording alone
 * ("always", "never"): the classic specific determiners of item-writing guides (Haladyna,
 * Downing & Rodriguez 2002). "not only" is not counted: it does not claim exclusivity; nor is a word
 * inside a hyphenated compound ("decoder-only").
 */
export const ABSOLUTE_WORDS = [
	'always',
	'never',
	'only',
	'all',
	'every',
	'everything',
	'none',
	'nothing',
	'cannot',
	"can't",
	'impossible',
	'must',
] as const;
/** An `absolute:` reason shorter than this says nothing. */
export const MIN_ABSOLUTE_REASON = 15;

export interface LintOption {
	text: string;
	correct?: boolean;
	explanation?: string;
	/** Why a wrong option's absolute word is the misconception itself, not a cue. */
	absolute?: string;
}

export type LintQuestion =
	| { id: string; type: 'choice'; prompt: string; options: LintOption[] }
	| { id: string; type: 'recall'; prompt: string; answer: string };

export interface LintSection {
	section: string;
	questions: LintQuestion[];
}

/** A glossary term's names (headword and aliases), for the outside-material rule. */
export interface GlossaryNames {
	slug: string;
	names: string[];
}

export interface GuideSources {
	/** The text of each `##` section of the guide, by heading id. */
	sections: Map<string, string>;
	glossary: GlossaryNames[];
}

export interface CheckpointFigures {
	choiceQuestions: number;
	/** Choice questions whose right option is strictly longer than every other. */
	longestCorrect: number;
	longestCorrectShare: number;
	/** How many right options sit in each position (A, B, C, D). */
	positions: number[];
	positionMaxShare: number;
	/** Absolute words in wrong options, and how many of them carry an `absolute:` reason. */
	absoluteWords: number;
	absoluteWordsWithReason: number;
}

/** What a reader sees of an option: without the backticks and emphasis marks of code and bold. */
export const visibleText = (text: string): string =>
	text
		.replace(/`/g, '')
		.replace(/\*\*|__/g, '')
		.replace(/\s+/g, ' ')
		.trim();

const ABSOLUTE_PATTERN = new RegExp(
	`(?<![\\p{L}\\p{N}'’-])(?:${ABSOLUTE_WORDS.map((w) => w.replace("'", "['’]")).join('|')})(?![\\p{L}\\p{N}'’-])`,
	'giu',
);

/** The absolute words of a text, lower-cased, in order ("not only" left out). */
export function absoluteWords(text: string): string[] {
	const found: string[] = [];
	for (const match of text.matchAll(ABSOLUTE_PATTERN)) {
		const word = match[0].toLowerCase().replace('’', "'");
		if (word === 'only' && /\bnot\s+$/i.test(text.slice(0, match.index))) continue;
		found.push(word);
	}
	return found;
}

const choices = (sections: LintSection[]) =>
	sections.flatMap((s) =>
		s.questions.flatMap((q) => (q.type === 'choice' ? [{ section: s.section, question: q }] : [])),
	);

/** Whether the right option is longer (visible characters) than every other option. */
export function correctIsStrictlyLongest(options: LintOption[]): boolean {
	const right = options.find((o) => o.correct);
	if (!right) return false;
	const length = visibleText(right.text).length;
	return options.every((o) => o === right || visibleText(o.text).length < length);
}

export function checkpointFigures(sections: LintSection[]): CheckpointFigures {
	const questions = choices(sections).map((c) => c.question);
	const positions = [0, 0, 0, 0];
	let longestCorrect = 0;
	let absolute = 0;
	let withReason = 0;
	for (const q of questions) {
		const index = q.options.findIndex((o) => o.correct);
		if (index >= 0) positions[index]! += 1;
		if (correctIsStrictlyLongest(q.options)) longestCorrect += 1;
		for (const option of q.options) {
			if (option.correct) continue;
			const found = absoluteWords(option.text).length;
			absolute += found;
			if (option.absolute) withReason += found;
		}
	}
	const n = questions.length;
	return {
		choiceQuestions: n,
		longestCorrect,
		longestCorrectShare: n ? longestCorrect / n : 0,
		positions,
		positionMaxShare: n ? Math.max(...positions) / n : 0,
		absoluteWords: absolute,
		absoluteWordsWithReason: withReason,
	};
}

/** A number written like a year (1900–2099, no thousands comma). */
const YEAR = /^(?:19|20)\d\d$/;

const percent = (share: number) => `${Math.round(share * 100)} %`;
const LETTERS = 'ABCD';

const NUMBER = /(?<![\p{L}\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\p{L}\d.,])\d+(?:\.\d+)?/gu;

/** Numbers as written in a text, normalised: "1,000" → "1000", "0.95" stays, "45%" → "45". */
export function numbersIn(text: string): string[] {
	return [...text.matchAll(NUMBER)].map((m) => m[0].replace(/,/g, ''));
}

/**
 * The numbers a prompt sets for its own scenario ("40,000 help pages"), which its options may use:
 * all but years (1900–2099 written without a comma), which cite a fact.
 */
export function givenNumbers(prompt: string): string[] {
	return [...prompt.matchAll(NUMBER)]
		.map((m) => m[0])
		.filter((n) => !YEAR.test(n))
		.map((n) => n.replace(/,/g, ''));
}

/**
 * Code names in a text: each `backticked` span, and bare identifiers written in snake_case,
 * CONSTANT_CASE or camelCase (a lower-case run followed by a capital, as in "maxDepth").
 */
export function codeNamesIn(text: string): string[] {
	const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
	const bare = text.replace(/`[^`]*`/g, ' ');
	const identifiers = [
		...bare.matchAll(
			/(?<![\p{L}\p{N}_])(?:[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*|[a-z]+[A-Z][A-Za-z0-9]*)(?![\p{L}\p{N}_])/gu,
		),
	].map((m) => m[0]);
	return [...spans, ...identifiers];
}

/**
 * A word without its inflection, as a key ("agents" → agent, "overfitting" → overfit, "studies"
 * → study, "spaces" and "space" → spac), not its derivation: "normal" and "normalization" stay
 * apart, as do "token" and "tokenizer".
 */
export function inflectionStem(word: string): string {
	if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
	let bare = word.endsWith('ss') ? word : word.replace(/(?:ing|ed|es|s)$/, '');
	if (bare.length < 3) bare = word;
	if (bare !== word && /([b-df-hj-np-tv-z])\1$/.test(bare)) bare = bare.slice(0, -1);
	// "base", "based" and "bases" meet at "bas".
	return bare.length > 3 ? bare.replace(/e$/, '') : bare;
}

/** A text's word stems joined by spaces, padded, so a name's stems can be found as a phrase. */
const stemLine = (text: string) => ` ${words(text).map(inflectionStem).join(' ')} `;

/** An abbreviation or a name with inner capitals ("GAN", "ZeRO", "A*") is matched as written. */
const asWritten = (name: string) =>
	!/\s/.test(name.trim()) && (/[A-Z].*[A-Z]/.test(name) || /[^\p{L}\p{N}-]/u.test(name.trim()));

function nameMatcher(name: string): ((text: string, stems: string) => boolean) | undefined {
	if (asWritten(name)) {
		const pattern = new RegExp(
			`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?(?![\\p{L}\\p{N}])`,
			'u',
		);
		return (text) => pattern.test(text);
	}
	const key = stemLine(name);
	if (!key.trim()) return undefined;
	const lower = name.trim().toLowerCase();
	if (EVERYDAY_TERMS.has(lower) || EVERYDAY_TERMS.has(lower.replace(/s$/, ''))) return undefined;
	return (_text, stems) => stems.includes(key);
}

const matchers = new WeakMap<GlossaryNames, ((text: string, stems: string) => boolean)[]>();
const matchersOf = (term: GlossaryNames) => {
	let list = matchers.get(term);
	if (!list) {
		list = term.names.flatMap((name) => {
			const matcher = nameMatcher(name);
			return matcher ? [matcher] : [];
		});
		matchers.set(term, list);
	}
	return list;
};

/**
 * The material of a prompt or option that its section never mentions: numbers, code names and
 * glossary names. A number passes when the section holds it or it is among `givenNumbers` (the
 * question's own: see lintCheckpoints). A glossary name counts when it is technical: several words or one not in
 * EVERYDAY_TERMS, matched by word stems ("agents" finds "agent"), or an abbreviation matched as
 * written. The section passes a name when it holds any of the term's names. A backticked span
 * passes when the section holds it as written, or else every identifier and number in it.
 */
export function outsideMaterial(
	text: string,
	sectionText: string,
	glossary: GlossaryNames[],
	givenNumbers: string[] = [],
): string[] {
	const missing: string[] = [];
	const sectionNumbers = new Set(numbersIn(sectionText));
	const known = new Set([...sectionNumbers, ...givenNumbers]);
	for (const number of numbersIn(text.replace(/`[^`]*`/g, ' ')))
		if (!known.has(number)) missing.push(number);
	const sectionLower = sectionText.toLowerCase();
	for (const name of codeNamesIn(text)) {
		if (sectionLower.includes(name.toLowerCase())) continue;
		const parts = name.match(/[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?/g) ?? [];
		const absent = parts.filter((part) =>
			/^\d/.test(part)
				? !sectionNumbers.has(part)
				: !new RegExp(`(?<![A-Za-z0-9_])${part}(?![A-Za-z0-9_])`, 'i').test(sectionText),
		);
		if (absent.length) missing.push(name);
	}
	const textStems = stemLine(text);
	const sectionStems = stemLine(sectionText);
	for (const term of glossary) {
		const names = matchersOf(term);
		const index = names.findIndex((matches) => matches(text, textStems));
		if (index >= 0 && !names.some((matches) => matches(sectionText, sectionStems)))
			missing.push(term.names.filter((n) => nameMatcher(n))[index] ?? term.slug);
	}
	return [...new Set(missing)];
}

/**
 * Every problem of one guide's checkpoint file, each naming the file and question, or none.
 * `sources` gives the text of the guide's sections and the glossary's names.
 */
export function lintCheckpoints(
	guide: string,
	sections: LintSection[],
	sources: GuideSources,
): string[] {
	const where = `content/checkpoints/${guide}.yaml`;
	const problems: string[] = [];
	const figures = checkpointFigures(sections);
	const all = choices(sections);
	const judged = figures.choiceQuestions >= MIN_CHOICE_QUESTIONS_FOR_SHARES;
	if (judged && figures.longestCorrectShare > LONGEST_CORRECT_MAX_SHARE) {
		const ids = all
			.filter((c) => correctIsStrictlyLongest(c.question.options))
			.map((c) => c.question.id);
		problems.push(
			`${where}: the right option is the strictly longest in ${figures.longestCorrect} of ${figures.choiceQuestions} choice questions (${percent(figures.longestCorrectShare)}, at most ${percent(LONGEST_CORRECT_MAX_SHARE)}): ${ids.join(', ')}`,
		);
	}
	if (judged && figures.positionMaxShare > POSITION_MAX_SHARE) {
		const top = figures.positions.indexOf(Math.max(...figures.positions));
		problems.push(
			`${where}: the right option is ${LETTERS[top]} in ${figures.positions[top]} of ${figures.choiceQuestions} choice questions (${percent(figures.positionMaxShare)}, at most ${percent(POSITION_MAX_SHARE)}; A–D: ${figures.positions.join('/')})`,
		);
	}
	for (const { question } of all) {
		question.options.forEach((option, index) => {
			const at = `${where}: ${question.id} option ${LETTERS[index]}`;
			const found = absoluteWords(option.text);
			if (option.absolute !== undefined) {
				if (option.correct)
					problems.push(`${at} is the right option: it needs no \`absolute:\` reason`);
				else if (!found.length)
					problems.push(
						`${at} has an \`absolute:\` reason but no absolute word: remove the reason`,
					);
				else if (option.absolute.trim().length < MIN_ABSOLUTE_REASON)
					problems.push(
						`${at}: the \`absolute:\` reason is too short to say why the absolute is the point`,
					);
			} else if (!option.correct && found.length)
				problems.push(
					`${at} uses the absolute word${found.length > 1 ? 's' : ''} "${[...new Set(found)].join('", "')}" (a cue to reject it): reword it, or say in \`absolute:\` why the absolute is the misconception`,
				);
		});
	}
	for (const { section, questions } of sections) {
		const text = sources.sections.get(section);
		if (text === undefined) {
			problems.push(
				`${where}: section "${section}" is not a ## heading of content/topics/${guide}.mdx`,
			);
			continue;
		}
		for (const question of questions) {
			// A prompt may set its own scenario ("40,000 help pages"), but a year is a fact it cites.
			const given = givenNumbers(question.prompt);
			const parts =
				question.type === 'choice'
					? [
							{ label: 'prompt', text: question.prompt, given },
							...question.options.map((o, i) => ({
								label: `option ${LETTERS[i]}`,
								text: o.text,
								// An option's worked number is accounted for by its explanation.
								given: [...given, ...numbersIn(o.explanation ?? '')],
							})),
						]
					: [{ label: 'prompt', text: question.prompt, given }];
			for (const part of parts) {
				const missing = outsideMaterial(part.text, text, sources.glossary, part.given);
				if (missing.length)
					problems.push(
						`${where}: ${question.id} ${part.label} cites what section "${section}" never mentions: ${missing.join('; ')}`,
					);
			}
		}
	}
	return problems;
}
