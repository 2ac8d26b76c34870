/**
 * A glossary term as an HTML document for the search indexer, for terms that have no built page
 * of their own to index. It carries the same markup a term page would: the name and the aliases
 * weighted highest (so "RAG" finds Retrieval-Augmented Generation first), the aliases also as
 * metadata for the dialog's ranking, and type and difficulty as metadata and filters.
 */
import type { TermFile } from '../glossary/term-model.ts';
import { searchIndexAttributes } from './result-types.ts';

type IndexedTerm = Pick<
	TermFile,
	'term' | 'aliases' | 'short_definition' | 'comprehensive_definition' | 'examples' | 'example_sentences' | 'difficulty_level'
>;

const escapeHtml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attributes = (attrs: Record<string, string>) =>
	Object.entries(attrs)
		.map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`))
		.join(' ');

/** The highest weight Pagefind accepts: a term's own names outrank any mention elsewhere. */
export const TERM_NAME_WEIGHT = 10;

/** The HTML the indexer reads for one term. */
export function termSearchDocument(term: IndexedTerm): string {
	const paragraphs = term.comprehensive_definition.split(/\n\s*\n/).filter((p) => p.trim());
	const list = (items: readonly string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '');
	const aliases = term.aliases.length
		? `<p data-pagefind-weight="${TERM_NAME_WEIGHT}" data-pagefind-meta="aliases">${escapeHtml(term.aliases.join(', '))}</p>`
		: '';
	return [
		`<!doctype html><html lang="en"><head><title>${escapeHtml(term.term)}</title></head><body>`,
		`<main ${attributes(searchIndexAttributes('Glossary term', { difficulty: term.difficulty_level }))}>`,
		`<h1 data-pagefind-weight="${TERM_NAME_WEIGHT}">${escapeHtml(term.term)}</h1>`,
		aliases,
		term.short_definition ? `<p>${escapeHtml(term.short_definition)}</p>` : '',
		...paragraphs.map((p) => `<p>${escapeHtml(p.trim())}</p>`),
		list(term.examples),
		list(term.example_sentences),
		'</main></body></html>',
	].join('');
}
