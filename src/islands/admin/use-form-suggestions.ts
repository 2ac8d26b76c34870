import { useMemo } from 'react';
import { categoryPool, type Suggestion } from '../../lib/admin/suggestions';
import type { TermList } from '../../lib/admin/term-list';

/**
 * Suggestions for the form's Categories and Related terms, from the terms in the list: built
 * only while the form is open, and without the term being edited among the related ones.
 */
export function useFormSuggestions(
	entries: TermList['entries'],
	formOpen: boolean,
	editingId: number | null,
) {
	const categorySuggestions = useMemo<Suggestion[]>(
		() =>
			formOpen
				? categoryPool(entries.map((e) => e.term.categories)).map((value) => ({ value }))
				: [],
		[entries, formOpen],
	);
	const relatedSuggestions = useMemo<Suggestion[]>(
		() =>
			formOpen
				? entries
						.filter((e) => e.term.id !== editingId)
						.map((e) => ({ value: e.term.slug, label: e.term.term }))
				: [],
		[entries, formOpen, editingId],
	);
	return { categorySuggestions, relatedSuggestions };
}
