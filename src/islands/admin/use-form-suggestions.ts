import { useMemo } from 'react';
import type { FormField, TermFormState } from '../../lib/admin/form';
import { categoryPool, completions, type Suggestion } from '../../lib/admin/suggestions';
import type { TermList } from '../../lib/admin/term-list';

/**
 * The options the form offers for Categories and Related terms as they are typed, from the terms
 * in the list (without the term being edited among the related ones).
 */
export function useFormSuggestions(
	entries: TermList['entries'],
	editingId: number | null,
	form: TermFormState,
): Partial<Record<FormField, Suggestion[]>> {
	const categories = useMemo(
		() => categoryPool(entries.map((e) => e.term.categories)).map((value) => ({ value })),
		[entries],
	);
	const related = useMemo(
		() =>
			entries
				.filter((e) => e.term.id !== editingId)
				.map((e) => ({ value: e.term.slug, label: e.term.term })),
		[entries, editingId],
	);
	return {
		categories: useMemo(
			() => completions(form.categories, categories),
			[form.categories, categories],
		),
		related_terms: useMemo(
			() => completions(form.related_terms, related),
			[form.related_terms, related],
		),
	};
}
