import { describe, expect, it } from 'vitest';
import { searchIndexAttributes, parseResultType } from './result-types.ts';
import { termSearchDocument } from './term-document.ts';

describe('searchIndexAttributes', () => {
	it('marks the content for the index with its type, date and difficulty', () => {
		expect(searchIndexAttributes('Guide', { date: new Date('2025-04-12T00:00:00Z') })).toEqual({
			'data-pagefind-body': '',
			'data-pagefind-meta': 'type[data-search-type], date[data-search-date]',
			'data-pagefind-filter': 'type[data-search-type]',
			'data-search-type': 'Guide',
			'data-search-date': '2025-04-12',
		});
		expect(searchIndexAttributes('Glossary term', { difficulty: 'advanced' })).toMatchObject({
			'data-pagefind-meta': 'type[data-search-type], difficulty[data-search-difficulty]',
			'data-pagefind-filter': 'type[data-search-type], difficulty[data-search-difficulty]',
			'data-search-difficulty': 'advanced',
		});
	});

	it('reads an unknown or missing type as a plain page', () => {
		expect(parseResultType('Guide')).toBe('Guide');
		expect(parseResultType(undefined)).toBe('Page');
		expect(parseResultType('Recipe')).toBe('Page');
	});
});

describe('termSearchDocument', () => {
	const html = termSearchDocument({
		term: 'Retrieval-Augmented Generation',
		aliases: ['RAG', 'retrieval <augmented> generation'],
		short_definition: 'Look things up, then answer.',
		comprehensive_definition: 'First paragraph.\n\nSecond & last.',
		examples: ['An HR chatbot.'],
		example_sentences: ['We chose RAG.'],
		difficulty_level: 'intermediate',
	});

	it('weights the name and the aliases highest and keeps the aliases as metadata', () => {
		expect(html).toContain('<h1 data-pagefind-weight="10">Retrieval-Augmented Generation</h1>');
		expect(html).toContain('<p data-pagefind-weight="10" data-pagefind-meta="aliases">RAG, retrieval &lt;augmented&gt; generation</p>');
	});

	it('declares the type and difficulty and escapes the text', () => {
		expect(html).toContain('data-search-type="Glossary term" data-search-difficulty="intermediate"');
		expect(html).toContain('<p>Second &amp; last.</p>');
		expect(html).toContain('<ul><li>An HR chatbot.</li></ul><ul><li>We chose RAG.</li></ul>');
	});

	it('leaves out the aliases line when a term has none', () => {
		expect(termSearchDocument({ term: 'X', aliases: [], short_definition: null, comprehensive_definition: 'x', examples: [], example_sentences: [], difficulty_level: 'beginner' })).not.toContain('aliases');
	});
});
