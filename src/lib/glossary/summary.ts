import { mathsToPlain } from '../maths/mathml.ts';

/**
 * The summary of a term where a short text is expected (tooltips, descriptions): the short
 * definition, or else the comprehensive one (formulas as Unicode text), cut at a sentence end (or
 * else a word) so it fits `max` characters.
 */
export function termSummary(
	term: { short_definition: string | null; comprehensive_definition: string },
	max = 300,
): string {
	const short = term.short_definition?.replace(/\s+/g, ' ').trim();
	const text =
		short ||
		term.comprehensive_definition
			.split('\n\n')
			.map(mathsToPlain)
			.join(' ')
			.replace(/\s+/g, ' ')
			.trim();
	if (text.length <= max) return text;
	const cut = text.slice(0, max);
	const sentenceEnd = cut.lastIndexOf('. ');
	if (sentenceEnd > max / 3) return cut.slice(0, sentenceEnd + 1);
	return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * Longest tooltip text in guides and articles. A tooltip is a reminder on the way through a page
 * (the term's own page, one click away, has the whole entry), and every character of it is in the
 * page's HTML.
 */
export const TOOLTIP_MAX_CHARS = 160;
