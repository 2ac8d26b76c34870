import { describe, expect, it } from 'vitest';
import { carriesPage, entryOfFile, entryOfPath, relativeHref, zimFileName } from './entries';

describe('the offline edition’s entries', () => {
	it('carries the reading pages and leaves out those that need scripts, storage or the network', () => {
		for (const file of [
			'index.html',
			'topics/neural-networks.html',
			'glossary/letters/a.html',
			'learn.html',
			'data.html',
		])
			expect(carriesPage(file), file).toBe(true);
		for (const file of [
			'admin/glossary.html',
			'review.html',
			'offline.html',
			'search.html',
			'404.html',
			'glossary.json',
			'_astro/site.css',
		])
			expect(carriesPage(file), file).toBe(false);
	});

	it('names an entry by the page’s address without its slash, the home page `index`', () => {
		expect(entryOfFile('topics/neural-networks.html')).toBe('topics/neural-networks');
		expect(entryOfFile('_astro/a.css')).toBe('_astro/a.css');
		expect(entryOfPath('/')).toBe('index');
		expect(entryOfPath('/glossary/overfitting')).toBe('glossary/overfitting');
		expect(entryOfPath('/glossary/')).toBe('glossary');
		expect(entryOfPath('/glossary/k%C3%B6nig')).toBe('glossary/könig');
	});

	it('links entries by relative paths, which resolve under whatever prefix a reader adds', () => {
		expect(relativeHref('index', 'glossary/overfitting')).toBe('glossary/overfitting');
		expect(relativeHref('glossary/overfitting', 'glossary')).toBe('../glossary');
		expect(relativeHref('glossary/letters/a', 'index')).toBe('../../index');
		expect(relativeHref('topics', 'glossary/könig')).toBe('glossary/k%C3%B6nig');
		for (const [from, to] of [
			['glossary/overfitting', 'glossary'],
			['glossary/letters/a', 'topics/deep-learning'],
			['index', '_astro/site.css'],
		]) {
			const base = `http://127.0.0.1/book/${from}`;
			expect(new URL(relativeHref(from, to), base).pathname).toBe(`/book/${to}`);
		}
	});

	it('names the file after openZIM’s convention, with the month', () => {
		expect(zimFileName('ai-atlas_en_all', new Date('2026-03-04T12:00:00Z'))).toBe(
			'ai-atlas_en_all_2026-03.zim',
		);
	});
});
