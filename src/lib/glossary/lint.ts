/**
 * The glossary's editorial rules, in one place: what makes a term file good to publish, as opposed
 * to what makes it loadable (the term model's limits). A finding is advice for the writer; it never
 * stops a term from being saved, seeded or built. `npm run glossary:lint` prints the findings per
 * term and `npm test` requires none on the committed files. content/glossary/README.md explains the
 * same rules for writers.
 */
import { isTaxonomyCategory } from './taxonomy.ts';
import { DIFFICULTY_FAMILIES, PRONUNCIATION_ALLOWED } from './lint-lists.ts';
import { normaliseField } from './field-rules.ts';
import { TERM_FIELDS, type FieldName, type TermFile } from './term-model.ts';
import { isDisplayMaths } from '../maths/syntax.ts';
import { hasPronunciationParagraph } from './pronunciation.ts';
import { foldText } from '../text.ts';

export const EDITORIAL_RULES = {
	shortDefinition: { min: 40, max: 300 },
	comprehensiveDefinition: { min: 200, maxParagraphs: 4 },
	examples: { min: 1, max: 3 },
	exampleSentences: { min: 1, max: 2 },
	categories: { min: 1, max: 3 },
	/**
	 * Related links go both ways, so a term also lists the terms that list it: twelve keeps the
	 * term page's list short enough to scan (content/glossary/README.md, "Related terms").
	 */
	relatedTerms: { min: 2, max: 12 },
	metaTitle: { max: 70 },
	metaDescription: { max: 160 },
} as const;

/** The most related terms a term file may hold (the term model's limit; `--fix` stays within it). */
export const RELATED_TERMS_HARD_CAP = TERM_FIELDS.related_terms.maxItems;

/**
 * A related link that deliberately goes one way: `from` lists `to`, `to` does not list `from`
 * (content/glossary/one-way-links.json, one entry per link, with the reason).
 */
export interface OneWayLink {
	from: string;
	to: string;
	reason: string;
}

/** Where the one-way links are recorded, beside the folder of term files. */
export const ONE_WAY_LINKS_FILE = 'one-way-links.json';

const linkKey = (from: string, to: string) => `${from} ${to}`;

export interface LintFinding {
	slug: string;
	field: FieldName;
	message: string;
}

/**
 * A name or alias as a reader's search would treat it: case, accents, spaces, hyphens and other
 * punctuation ignored, so "Data Set", "dataset" and "Data-Set" are one name (a form with no letters
 * or digits is kept lower-cased as it is).
 */
export function nameKey(form: string): string {
	const lower = foldText(form.trim());
	return lower.replace(/[^\p{L}\p{N}]/gu, '') || lower;
}

/** Whether a name's spoken form may not be obvious from its spelling. */
export function mayNeedPronunciation(term: Pick<TermFile, 'slug' | 'term'>): boolean {
	if (PRONUNCIATION_ALLOWED.has(term.slug)) return true;
	const name = term.term;
	return /\P{ASCII}/u.test(name) || /\w'(s\b|\s)/.test(name);
}

/**
 * Every editorial finding for a set of terms (the whole glossary, so cross-term rules apply), given
 * the related links recorded as one-way on purpose.
 */
export function lintGlossary(
	terms: readonly TermFile[],
	oneWayLinks: readonly OneWayLink[] = [],
): LintFinding[] {
	const findings: LintFinding[] = [];
	const bySlug = new Map(terms.map((t) => [t.slug, t]));
	const oneWay = new Set(oneWayLinks.map((l) => linkKey(l.from, l.to)));
	/** Slug → the other terms that list it. */
	const listedBy = new Map<string, string[]>();
	for (const t of terms)
		for (const slug of new Set(t.related_terms))
			if (slug !== t.slug) listedBy.set(slug, [...(listedBy.get(slug) ?? []), t.slug]);
	/** Names and aliases, compared as `nameKey` does → the slugs that use them. */
	const claims = new Map<string, Set<string>>();
	const claim = (form: string, slug: string) => {
		const key = nameKey(form);
		if (!claims.has(key)) claims.set(key, new Set());
		claims.get(key)!.add(slug);
	};
	for (const t of terms) {
		claim(t.term, t.slug);
		for (const alias of t.aliases) claim(alias, t.slug);
	}
	const names = new Map<string, string[]>();
	for (const t of terms)
		names.set(t.term.toLowerCase(), [...(names.get(t.term.toLowerCase()) ?? []), t.slug]);

	for (const t of terms) {
		const add = (field: FieldName, message: string) =>
			findings.push({ slug: t.slug, field, message });
		const R = EDITORIAL_RULES;

		if ((names.get(t.term.toLowerCase()) ?? []).length > 1)
			add(
				'term',
				`another term has the same name (${names.get(t.term.toLowerCase())!.join(', ')})`,
			);

		const short = t.short_definition ?? '';
		if (!short)
			add('short_definition', 'is missing: write one or two sentences a beginner understands');
		else if (short.length < R.shortDefinition.min || short.length > R.shortDefinition.max) {
			add(
				'short_definition',
				`has ${short.length} characters; write ${R.shortDefinition.min}–${R.shortDefinition.max}`,
			);
		}

		const paragraphs = t.comprehensive_definition.split('\n\n');
		// A display formula ($$ … $$) and the text that goes on after it belong to the paragraph
		// before the formula: neither is counted.
		const body = paragraphs.filter(
			(p, i) => !isDisplayMaths(p) && !(i > 0 && isDisplayMaths(paragraphs[i - 1]!)),
		);
		if (t.comprehensive_definition.length < R.comprehensiveDefinition.min) {
			add(
				'comprehensive_definition',
				`has ${t.comprehensive_definition.length} characters; write at least ${R.comprehensiveDefinition.min}`,
			);
		}
		if (body.length > R.comprehensiveDefinition.maxParagraphs) {
			add(
				'comprehensive_definition',
				`has ${body.length} paragraphs; use at most ${R.comprehensiveDefinition.maxParagraphs}`,
			);
		}
		if (hasPronunciationParagraph(t.comprehensive_definition))
			add(
				'comprehensive_definition',
				t.pronunciation
					? 'has a paragraph starting "Pronunciation:" while the pronunciation field is filled too: keep the note in the field and drop the paragraph'
					: `has a paragraph starting "Pronunciation:": write the note in the pronunciation field instead (one line, at most ${TERM_FIELDS.pronunciation.max} characters)`,
			);
		if (t.pronunciation && !mayNeedPronunciation(t))
			add(
				'pronunciation',
				`"${t.term}" reads as it is spelled: drop the note (or list the term in pronunciationAllowed in lint-lists.json if learners often say it wrong)`,
			);

		const count = (
			field: FieldName,
			items: readonly string[],
			{ min, max }: { min: number; max: number },
			what: string,
		) => {
			if (items.length < min || items.length > max)
				add(field, `has ${items.length} ${what}; give ${min === max ? min : `${min}–${max}`}`);
		};
		count('examples', t.examples, R.examples, 'examples');
		count('example_sentences', t.example_sentences, R.exampleSentences, 'sentences');
		count('categories', t.categories, R.categories, 'categories');
		for (const category of t.categories) {
			if (!isTaxonomyCategory(category))
				add('categories', `"${category}" is not a Primary:Secondary category of the taxonomy`);
		}
		count('related_terms', t.related_terms, R.relatedTerms, 'related terms');
		for (const slug of t.related_terms) {
			if (slug === t.slug) add('related_terms', 'lists the term itself');
			else if (!bySlug.has(slug)) add('related_terms', `"${slug}" is not a term in the glossary`);
		}
		const listers = listedBy.get(t.slug) ?? [];
		if (!listers.length)
			add(
				'related_terms',
				'no other term lists it: add it to the related terms of the terms a reader comes from',
			);
		for (const from of listers) {
			if (!t.related_terms.includes(from) && !oneWay.has(linkKey(from, t.slug)))
				add(
					'related_terms',
					`"${from}" lists it but it does not list "${from}": add the link back (npm run glossary:lint -- --fix), drop it from "${from}" if it is weak, or record it in content/glossary/${ONE_WAY_LINKS_FILE} with the reason`,
				);
		}

		for (const [field, { max }] of [
			['meta_title', R.metaTitle],
			['meta_description', R.metaDescription],
		] as const) {
			const value = t[field];
			if (!value) add(field, 'is missing');
			else if (value.length > max)
				add(field, `has ${value.length} characters; search results show about ${max}`);
		}

		for (const alias of t.aliases) {
			if (alias.trim().toLowerCase() === t.term.toLowerCase())
				add('aliases', `"${alias}" is the term's own name`);
			const others = [...(claims.get(nameKey(alias)) ?? [])].filter((slug) => slug !== t.slug);
			if (others.length)
				add('aliases', `"${alias}" is also the name or an alias of ${others.join(', ')}`);
		}
	}

	findings.push(...lintOneWayLinks(bySlug, oneWayLinks));

	for (const family of DIFFICULTY_FAMILIES) {
		const present = family.map((slug) => bySlug.get(slug)).filter((t): t is TermFile => !!t);
		const levels = new Set(present.map((t) => t.difficulty_level));
		if (levels.size > 1) {
			const detail = present.map((t) => `${t.slug} ${t.difficulty_level}`).join(', ');
			for (const t of present)
				findings.push({
					slug: t.slug,
					field: 'difficulty_level',
					message: `siblings should share a difficulty level (${detail})`,
				});
		}
	}
	return findings;
}

/** Problems with the recorded one-way links: each must name a link that exists and goes one way. */
function lintOneWayLinks(
	bySlug: ReadonlyMap<string, TermFile>,
	links: readonly OneWayLink[],
): LintFinding[] {
	const findings: LintFinding[] = [];
	const seen = new Set<string>();
	for (const { from, to, reason } of links) {
		const add = (message: string) =>
			findings.push({
				slug: from,
				field: 'related_terms',
				message: `${ONE_WAY_LINKS_FILE}, link to "${to}": ${message}`,
			});
		const key = linkKey(from, to);
		if (seen.has(key)) add('is recorded twice');
		seen.add(key);
		const source = bySlug.get(from);
		const target = bySlug.get(to);
		if (!source || !target) {
			add(`"${!source ? from : to}" is not a term in the glossary: remove the entry`);
			continue;
		}
		if (!source.related_terms.includes(to))
			add(`"${from}" no longer lists "${to}": remove the entry`);
		else if (target.related_terms.includes(from))
			add(`the link goes both ways now: remove the entry`);
		if (reason.trim().length < 20)
			add('give the reason in a sentence (why the other term should not list it back)');
	}
	return findings;
}

export interface ReverseLinkFix {
	/** The terms whose related terms changed, as they now are. */
	changed: TermFile[];
	/** The links added: `to` now lists `from` back. */
	added: { from: string; to: string }[];
	/** Missing links back that were not added because `to` would pass the term model's limit. */
	blocked: { from: string; to: string }[];
}

/**
 * `npm run glossary:lint -- --fix`: adds every missing link back (A lists B, so B lists A), except
 * the links recorded as one-way, appending to the end of the list. A list never grows past what the
 * term model accepts (RELATED_TERMS_HARD_CAP entries, its stored length); such links are returned
 * as blocked. It may pass the editorial maximum, which the lint then reports for an editor to
 * prune. Running it again changes nothing.
 */
export function addReverseLinks(
	terms: readonly TermFile[],
	oneWayLinks: readonly OneWayLink[] = [],
): ReverseLinkFix {
	const oneWay = new Set(oneWayLinks.map((l) => linkKey(l.from, l.to)));
	const lists = new Map(terms.map((t) => [t.slug, [...t.related_terms]]));
	const added: ReverseLinkFix['added'] = [];
	const blocked: ReverseLinkFix['blocked'] = [];
	for (const t of terms) {
		for (const to of t.related_terms) {
			const list = lists.get(to);
			if (to === t.slug || !list || list.includes(t.slug) || oneWay.has(linkKey(t.slug, to)))
				continue;
			const longer = [...list, t.slug];
			// The model's check covers both limits (entries and stored length); the cap is explicit.
			if (longer.length > RELATED_TERMS_HARD_CAP || !normaliseField('related_terms', longer).ok)
				blocked.push({ from: t.slug, to });
			else {
				lists.set(to, longer);
				added.push({ from: t.slug, to });
			}
		}
	}
	const changed = terms
		.filter((t) => lists.get(t.slug)!.length !== t.related_terms.length)
		.map((t) => ({ ...t, related_terms: lists.get(t.slug)! }));
	return { changed, added, blocked };
}

/** Findings as readable lines, grouped by term. */
export function formatFindings(findings: readonly LintFinding[]): string {
	const bySlug = new Map<string, LintFinding[]>();
	for (const f of findings) bySlug.set(f.slug, [...(bySlug.get(f.slug) ?? []), f]);
	return [...bySlug.entries()]
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([slug, list]) => `${slug}\n${list.map((f) => `  ${f.field}: ${f.message}`).join('\n')}`)
		.join('\n');
}
