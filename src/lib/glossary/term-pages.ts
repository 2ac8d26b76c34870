/** Pure helpers for the glossary's static pages: /glossary/{slug} and the A–Z index. */

import { foldText } from '../text.ts';

/** The A–Z index section a term belongs to: its first letter, or "#" for a digit or symbol. */
export function indexLetter(name: string): string {
	const letter = foldText(name).charAt(0).toUpperCase();
	return /[A-Z]/.test(letter) ? letter : '#';
}

/** The address of a term's own page. */
export const termPath = (slug: string) => `/glossary/${encodeURIComponent(slug)}`;
