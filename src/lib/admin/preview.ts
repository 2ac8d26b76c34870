/**
 * The admin table's definition preview: the first 100 characters of the short definition (or of
 * the comprehensive one when there is no short one), followed by an ellipsis.
 *
 * The ellipsis is appended only when text was actually cut off. An ellipsis tells the editor "there is more";
 * putting one after a complete 40-character definition would be false, and editors use the
 * column to judge whether a short definition is complete. Text of 100 characters or fewer is
 * shown whole.
 */
import type { Term } from '../glossary/schema.ts';

export const PREVIEW_LENGTH = 100;
export const ELLIPSIS = '…';

/**
 * The first PREVIEW_LENGTH characters of the short definition, or of the comprehensive one when there
 * is no short one, with whitespace collapsed and an ellipsis when cut. Counts code points, so an
 * emoji or accented letter is never split in half.
 * @example definitionPreview({ short_definition: null, comprehensive_definition: 'A model.' }) // 'A model.'
 */
export function definitionPreview(
	term: Pick<Term, 'short_definition' | 'comprehensive_definition'>,
): string {
	const source = collapse(term.short_definition) || collapse(term.comprehensive_definition);
	const chars = Array.from(source);
	if (chars.length <= PREVIEW_LENGTH) return source;
	return chars.slice(0, PREVIEW_LENGTH).join('').trimEnd() + ELLIPSIS;
}

function collapse(text: string | null | undefined): string {
	return (text ?? '').replace(/\s+/g, ' ').trim();
}
