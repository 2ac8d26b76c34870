import { expect, test } from 'vitest';
import { formatBytes, outdatedCaches, unneeded, type SavedItem } from './caches.ts';

const item = (pack: string, urls: string[]): SavedItem => ({
	pack,
	title: pack,
	href: urls[0]!,
	kind: 'Guide',
	urls,
	bytes: 1,
	savedAt: 0,
	version: 'v',
});

test("a new build's worker deletes only older builds' visited pages", () => {
	expect(
		outdatedCaches(
			['ai-atlas-pages-old', 'ai-atlas-pages-new', 'ai-atlas-saved', 'ai-atlas-assets'],
			'new',
		),
	).toEqual(['ai-atlas-pages-old']);
});

test('removing a saved item keeps the files another saved item needs', () => {
	const a = item('a', ['/topics/a', '/_astro/site.css', '/glossary/x']);
	const b = item('b', ['/topics/b', '/_astro/site.css', '/glossary/y']);
	expect(unneeded([b], a.urls)).toEqual(['/topics/a', '/glossary/x']);
});

test('sizes read as KB and MB', () => {
	expect(formatBytes(300 * 1024)).toBe('300 KB');
	expect(formatBytes(5.94 * 1024 * 1024)).toBe('5.9 MB');
	expect(formatBytes(10)).toBe('1 KB');
});
