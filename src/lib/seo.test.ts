import { describe, expect, test } from 'vitest';
import { canonicalUrl, jsonLdString, pageTitle } from './seo.ts';

describe('pageTitle', () => {
	test('adds the site name as suffix', () => {
		expect(pageTitle('Glossary')).toBe('Glossary | AI Atlas');
	});
	test('does not repeat the site name', () => {
		expect(pageTitle('AI Atlas')).toBe('AI Atlas');
	});
});

describe('canonicalUrl', () => {
	test('drops .html and trailing slashes', () => {
		expect(canonicalUrl('/about.html', 'https://example.org')).toBe('https://example.org/about');
		expect(canonicalUrl('/topics/', 'https://example.org')).toBe('https://example.org/topics');
	});
	test('keeps the root', () => {
		expect(canonicalUrl('/', 'https://example.org')).toBe('https://example.org/');
	});
});

describe('jsonLdString', () => {
	test('escapes < so the script element cannot be closed early', () => {
		expect(jsonLdString({ a: '</script>' })).not.toContain('</script>');
	});
});
