import { describe, expect, test } from 'vitest';
import { headersFor, netlifyPathPattern, readHeaderRules } from './netlify-headers.ts';

describe('netlifyPathPattern', () => {
	test('treats * as a splat', () => {
		expect(netlifyPathPattern('/_astro/*').test('/_astro/a/b.js')).toBe(true);
		expect(netlifyPathPattern('/_astro/*').test('/about')).toBe(false);
	});
});

describe('headersFor', () => {
	test('applies every matching rule of netlify.toml, later ones winning', () => {
		const rules = readHeaderRules('netlify.toml');
		const admin = headersFor(rules, '/admin/glossary');
		expect(admin['X-Robots-Tag']).toBe('noindex, nofollow');
		expect(admin['X-Content-Type-Options']).toBe('nosniff');
		expect(headersFor(rules, '/_astro/x.js')['Cache-Control']).toBe(
			'public, max-age=31536000, immutable',
		);
		expect(headersFor(rules, '/about')['Content-Security-Policy']).toContain(
			"frame-ancestors 'none'",
		);
	});
});
