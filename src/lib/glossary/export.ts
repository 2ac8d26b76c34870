import { splitList } from './categories.ts';
import type { Term } from './schema.ts';

const lines = (value: string | null) => (value ?? '').split('\n').map((line) => line.trim()).filter(Boolean);

/** The seed-file form of a stored term (inverse of termFileToInput), with keys in house order. */
export function termToFile(term: Term): Record<string, unknown> {
	const file: Record<string, unknown> = {
		term: term.term,
		slug: term.slug,
		aliases: splitList(term.aliases),
		short_definition: term.short_definition ?? '',
		comprehensive_definition: term.comprehensive_definition,
		examples: lines(term.examples),
		example_sentences: lines(term.example_sentences),
		difficulty_level: term.difficulty_level,
		categories: splitList(term.categories),
		related_terms: splitList(term.related_terms),
		meta_title: term.meta_title ?? '',
		meta_description: term.meta_description ?? '',
	};
	if (term.pronunciation_us_audio) file.pronunciation_us_audio = term.pronunciation_us_audio;
	if (term.pronunciation_uk_audio) file.pronunciation_uk_audio = term.pronunciation_uk_audio;
	return file;
}
