import { describe, expect, test } from 'vitest';
import { hasPronunciationParagraph, liftPronunciation, paragraphsOf } from './pronunciation.ts';

const lift = (comprehensive_definition: string, pronunciation: string | null = null) =>
	liftPronunciation({ comprehensive_definition, pronunciation });

describe('liftPronunciation', () => {
	test('moves a final "Pronunciation:" paragraph to the field, without its label', () => {
		expect(lift('One pass.\n\nSecond.\n\nPronunciation: EP-ik (US) or EE-pok (UK).')).toEqual({
			comprehensive_definition: 'One pass.\n\nSecond.',
			pronunciation: 'EP-ik (US) or EE-pok (UK).',
		});
	});

	test('moves the paragraph from anywhere, keeping the others and their breaks as written', () => {
		expect(lift('Pronunciation: KOO-duh.\n\nFirst.\n \nSecond.')).toEqual({
			comprehensive_definition: 'First.\n \nSecond.',
			pronunciation: 'KOO-duh.',
		});
		expect(lift('First.\n\nPronunciation: KOO-duh.\n\nLast.')).toEqual({
			comprehensive_definition: 'First.\n\nLast.',
			pronunciation: 'KOO-duh.',
		});
	});

	test('a note broken over lines becomes one line (the field is single-line)', () => {
		expect(lift('Text.\n\nPronunciation: KY-squared;\nchi rhymes with sky.').pronunciation).toBe(
			'KY-squared; chi rhymes with sky.',
		);
	});

	test('leaves a filled field and the paragraph alone: nothing the writer wrote is dropped', () => {
		expect(lift('Text.\n\nPronunciation: OLD.', 'NEW.')).toEqual({
			comprehensive_definition: 'Text.\n\nPronunciation: OLD.',
			pronunciation: 'NEW.',
		});
	});

	test('keeps a definition that is only the paragraph, and a label inside a sentence', () => {
		expect(lift('Pronunciation: alone.')).toEqual({
			comprehensive_definition: 'Pronunciation: alone.',
			pronunciation: null,
		});
		expect(lift('Say it well. Pronunciation: matters.').pronunciation).toBeNull();
	});

	test('keeps a paragraph too long for the field in the definition', () => {
		const long = `Text.\n\nPronunciation: ${'la '.repeat(200)}`;
		expect(lift(long).pronunciation).toBeNull();
		expect(lift(long).comprehensive_definition).toBe(long);
	});

	test('drops a label typed into the field, and an empty field is null', () => {
		expect(lift('Text.', 'Pronunciation: KOO-duh.').pronunciation).toBe('KOO-duh.');
		expect(lift('Text.', '').pronunciation).toBeNull();
	});

	test('returns the same object when there is nothing to move', () => {
		const fields = { comprehensive_definition: 'Text.', pronunciation: 'KOO-duh.' };
		expect(liftPronunciation(fields)).toBe(fields);
	});
});

describe('paragraphsOf and hasPronunciationParagraph', () => {
	test('splits at blank lines, trimmed, without empty paragraphs', () => {
		expect(paragraphsOf(' First.\n\n\n\nSecond.\n  \nThird. ')).toEqual([
			'First.',
			'Second.',
			'Third.',
		]);
	});

	test('finds a paragraph of the older form, not the word inside a sentence', () => {
		expect(hasPronunciationParagraph('Text.\n\nPronunciation: X.')).toBe(true);
		expect(hasPronunciationParagraph('Text. Pronunciation: X.')).toBe(false);
	});
});
