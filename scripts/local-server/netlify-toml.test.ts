import { describe, expect, test } from 'vitest';
import {
	headersFor,
	netlifyPathPattern,
	readNetlifyToml,
	redirectFor,
	redirectRule,
} from './netlify-toml.ts';

const url = (path: string) => new URL(path, 'http://localhost');
const noFile = false;
const aFile = true;

describe("netlify.toml's redirects", () => {
	const rules = readNetlifyToml('netlify.toml').redirects;

	test("send the glossary browser's old deep link to the term's page for good", () => {
		expect(redirectFor(rules, url('/glossary?term=epoch'), aFile)).toEqual({
			status: 301,
			location: '/glossary/epoch',
		});
		// The other parameters such a link carried are dropped; a trailing slash matches too.
		expect(redirectFor(rules, url('/glossary/?letter=S&term=softmax'), aFile)?.location).toBe(
			'/glossary/softmax',
		);
	});

	test('send a link to an edition no longer released to the one that is, on /offline', () => {
		expect(redirectFor(rules, url('/downloads/ai-atlas_en_all_2026-10.zim'), noFile)).toEqual({
			status: 302,
			location: '/offline#offline-edition',
		});
		// The released file itself is served as it is.
		expect(
			redirectFor(rules, url('/downloads/ai-atlas_en_all_2026-11.zim'), aFile),
		).toBeUndefined();
	});

	test('leave the glossary browser’s other addresses alone', () => {
		for (const path of ['/glossary', '/glossary?letter=S', '/glossary?term=', '/glossary/epoch'])
			expect(redirectFor(rules, url(path), aFile), path).toBeUndefined();
	});
});

describe('redirectFor', () => {
	test('encodes what it captured into the destination', () => {
		const rules = [redirectRule({ from: '/a', to: '/b/:id', query: { id: ':id' } })];
		expect(redirectFor(rules, url('/a?id=x%20y%2Fz'), noFile)?.location).toBe('/b/x%20y%2Fz');
	});

	test('matches a literal parameter only with that value', () => {
		const rules = [redirectRule({ from: '/a', to: '/b', query: { v: '2' }, status: 302 })];
		expect(redirectFor(rules, url('/a?v=2'), noFile)).toEqual({ status: 302, location: '/b' });
		expect(redirectFor(rules, url('/a?v=3'), noFile)).toBeUndefined();
	});

	test('a rule not forced gives way to a file at its path, as on Netlify', () => {
		const rules = [redirectRule({ from: '/old', to: '/new' })];
		expect(redirectFor(rules, url('/old'), aFile)).toBeUndefined();
		expect(redirectFor(rules, url('/old'), noFile)).toEqual({ status: 301, location: '/new' });
	});

	test("a folder's splat matches everything under it, and nothing else", () => {
		const rules = [redirectRule({ from: '/files/*', to: '/elsewhere', status: 302 })];
		for (const path of ['/files/a.zim', '/files/deep/b'])
			expect(redirectFor(rules, url(path), noFile)?.location, path).toBe('/elsewhere');
		for (const path of ['/files-old/a', '/other/files/a'])
			expect(redirectFor(rules, url(path), noFile), path).toBeUndefined();
	});

	test('the first matching rule wins', () => {
		const rules = [
			redirectRule({ from: '/a', to: '/first', query: { x: ':x' } }),
			redirectRule({ from: '/a', to: '/second' }),
		];
		expect(redirectFor(rules, url('/a?x=1'), noFile)?.location).toBe('/first');
		expect(redirectFor(rules, url('/a'), noFile)?.location).toBe('/second');
	});
});

describe('redirectRule', () => {
	test('refuses the kinds of rule the local server does not follow, rather than ignore them', () => {
		expect(() => redirectRule({ from: '/blog/*', to: '/news/:splat' })).toThrow(/:splat/);
		expect(() => redirectRule({ from: '/blog/*/x', to: '/news' })).toThrow(/literal path/);
		expect(() => redirectRule({ from: '/blog/:year', to: '/news' })).toThrow(/literal path/);
		expect(() => redirectRule({ from: '/app', to: '/index.html', status: 200 })).toThrow(/3xx/);
		expect(() => redirectRule({ from: '/', to: '/fr', conditions: { Country: ['FR'] } })).toThrow(
			/conditions/,
		);
	});
});

describe('netlifyPathPattern', () => {
	test('treats * as a splat', () => {
		expect(netlifyPathPattern('/_astro/*').test('/_astro/a/b.js')).toBe(true);
		expect(netlifyPathPattern('/_astro/*').test('/about')).toBe(false);
	});
});

describe('headersFor', () => {
	test('applies every matching rule of netlify.toml, later ones winning', () => {
		const rules = readNetlifyToml('netlify.toml').headers;
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
