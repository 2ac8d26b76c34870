/**
 * Pronunciation notes ("EP-ik (US) or EE-pok (UK)") have a field of their own in the term model,
 * `pronunciation`. Before it existed they were written as a paragraph of the comprehensive
 * definition starting "Pronunciation:", and API clients that follow SPEC still send that form.
 * `liftPronunciation` turns it into the field when a write is parsed (schema.ts), and migration
 * 0012 ran it once over the terms and revisions stored before, so every term is stored, shown and
 * exported one way and the words the writer wrote are kept.
 */
import { TERM_FIELDS } from './term-model.ts';

/** How the older form begins a pronunciation paragraph, and how pages label the note. */
export const PRONUNCIATION_LABEL = 'Pronunciation:';

/** Paragraphs are separated by blank lines (lines of only white space count as blank). */
const PARAGRAPH_BREAK = /\n\s*\n/;

/** The paragraphs of a definition, trimmed, without empty ones. */
export function paragraphsOf(text: string): string[] {
	return text
		.split(PARAGRAPH_BREAK)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean);
}

/** A note without the label the older form began with ("Pronunciation: KOO-duh." → "KOO-duh."). */
function withoutLabel(note: string): string {
	const trimmed = note.trim();
	return trimmed.startsWith(PRONUNCIATION_LABEL)
		? trimmed.slice(PRONUNCIATION_LABEL.length).trim()
		: trimmed;
}

interface PronunciationFields {
	comprehensive_definition: string;
	pronunciation: string | null;
}

/**
 * The fields with a "Pronunciation:" paragraph of the definition moved to `pronunciation`, and a
 * label typed into the field itself dropped. The paragraph moves only when the field is empty (a
 * writer who filled both keeps both, and `npm run glossary:lint` names the paragraph), when the
 * definition has another paragraph to keep, and when the note fits the field. The other
 * paragraphs, and the breaks between them, are kept as written.
 *
 * @example liftPronunciation({ comprehensive_definition: 'A pass.\n\nPronunciation: EP-ik.', pronunciation: null })
 * // { comprehensive_definition: 'A pass.', pronunciation: 'EP-ik.' }
 */
export function liftPronunciation<T extends PronunciationFields>(fields: T): T {
	const note = fields.pronunciation === null ? null : withoutLabel(fields.pronunciation) || null;
	// Every write is parsed through here: most have nothing to move.
	if (
		note === fields.pronunciation &&
		!fields.comprehensive_definition.includes(PRONUNCIATION_LABEL)
	)
		return fields;
	// Paragraphs at even indexes, the breaks between them at odd ones.
	const pieces = fields.comprehensive_definition.split(new RegExp(`(${PARAGRAPH_BREAK.source})`));
	const at = pieces.findIndex(
		(piece, index) => index % 2 === 0 && piece.trim().startsWith(PRONUNCIATION_LABEL),
	);
	const breakAt = at === 0 ? 1 : at - 1;
	const kept = pieces.filter((_, index) => at === -1 || (index !== at && index !== breakAt));
	const definition = kept.join('').trim();
	if (note !== null || at === -1 || !definition)
		return note === fields.pronunciation ? fields : { ...fields, pronunciation: note };
	// The field is one line: the paragraph's line breaks become spaces.
	const lifted = withoutLabel(pieces[at]!).replace(/\s+/g, ' ');
	if (!lifted || lifted.length > TERM_FIELDS.pronunciation.max) return fields;
	return { ...fields, comprehensive_definition: definition, pronunciation: lifted };
}

/** Whether a definition still holds a paragraph of the older form (lint reports it). */
export const hasPronunciationParagraph = (definition: string): boolean =>
	paragraphsOf(definition).some((paragraph) => paragraph.startsWith(PRONUNCIATION_LABEL));
