/**
 * Glossary terms as search results. The glossary API (/api/glossary/search) finds and ranks them:
 * exact names and aliases first, then names the query starts, then definitions that mention it,
 * then close spellings. This shapes its answer for the search dialog: each term links to its page,
 * with its difficulty, its aliases and its definition with the query's words marked.
 */
import type { TermSummary } from '../glossary/schema.ts';
import { excerpt } from './excerpt.ts';
import type { SearchResult } from './results.ts';
import { queryMatcher } from './text.ts';

/** The glossary API's answer for a query as results, in its order, each term once. */
export function termResults(terms: readonly TermSummary[], query: string): SearchResult[] {
	const isMatch = queryMatcher(query);
	const seen = new Set<string>();
	return terms.flatMap((term) => {
		if (seen.has(term.slug)) return [];
		seen.add(term.slug);
		const definition = term.short_definition ?? term.comprehensive_definition ?? '';
		return [
			{
				url: `/glossary/${encodeURIComponent(term.slug)}`,
				title: term.term,
				type: 'Glossary term' as const,
				difficulty: term.difficulty_level,
				aliases: term.aliases
					.split(',')
					.map((alias) => alias.trim())
					.filter(Boolean),
				excerpt: excerpt(definition, isMatch).parts,
				sections: [],
			},
		];
	});
}
