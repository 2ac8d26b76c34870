import { contentVersion } from '../review/cards.ts';
import { foldText } from '../text.ts';

/**
 * Makes a URL slug from a term: ASCII-folded, lowercase, words joined by hyphens.
 * @example slugify('Café Señor: k-Means++') // 'cafe-senor-k-means'
 */
export function slugify(text: string): string {
	return foldText(text)
		.replace(/ß/g, 'ss')
		.replace(/æ/g, 'ae')
		.replace(/ø/g, 'o')
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 120)
		.replace(/-+$/g, '');
}

/** Slugs are lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs a term may not take: `/glossary/index` would be the glossary's own page, and the others
 * name routes the site has or keeps free. A generated slug that would be one gets `-term`.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
	'index',
	'letters',
	'letter',
	'category',
	'categories',
	'difficulty',
	'search',
	'autocomplete',
	'term',
	'terms',
]);

/** Greek and Cyrillic letters in Latin (the scripts a transliteration table can cover). */
const TRANSLITERATION: Record<string, string> = Object.fromEntries(
	[
		...'αa βv γg δd εe ζz ηi θth ιi κk λl μm νn ξx οo πp ρr σs ςs τt υy φf χch ψps ωo'.split(' '),
		...'аa бb вv гg дd еe ёe жzh зz иi йy кk лl мm нn оo пp рr сs тt уu фf хkh цts чch шsh щshch ъ ыy ь эe юyu яya'.split(
			' ',
		),
		...'іi їyi єye ґg'.split(' '),
	].map((pair) => [pair[0]!, pair.slice(1)]),
);

export function transliterate(text: string): string {
	return [...text.normalize('NFC')]
		.map((char) => {
			const lower = char.toLowerCase();
			// й and ё are letters of their own; an accented Greek vowel is its vowel.
			const base = lower.normalize('NFD')[0]!;
			return TRANSLITERATION[lower] ?? TRANSLITERATION[base] ?? char;
		})
		.join('');
}

/**
 * The slug for a new term: from its name (Greek and Cyrillic transliterated), else from its first
 * alias that has Latin letters, else `term-` and a fingerprint of the name (never `term-2`, which
 * says nothing and changes with the order terms were added). A reserved slug gets `-term`.
 * @example slugFor('Нейронная сеть', []) // 'neyronnaya-set'
 */
export function slugFor(name: string, aliases: readonly string[] = []): string {
	const base =
		slugify(transliterate(name)) ||
		aliases.map((alias) => slugify(transliterate(alias))).find(Boolean) ||
		`term-${contentVersion(name.normalize('NFC')).slice(0, 6)}`;
	return RESERVED_SLUGS.has(base) ? `${base}-term` : base;
}
