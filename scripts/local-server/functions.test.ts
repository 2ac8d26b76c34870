import { describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFunctions, matchFunction, type LoadedFunction } from './functions.ts';

const fn = (path: string): LoadedFunction => ({
	name: path,
	handler: () => new Response(),
	patterns: [new URLPattern({ pathname: path })],
});

describe('matchFunction', () => {
	test('passes params URL-encoded, as Netlify does', () => {
		const match = matchFunction(
			[fn('/api/glossary/term/:key')],
			new URL('http://x/api/glossary/term/na%C3%AFve%20bayes'),
		);
		expect(match?.params).toEqual({ key: 'na%C3%AFve%20bayes' });
	});
	test('matches a path with one trailing slash, as Netlify does, with the same params', () => {
		const fns = [fn('/api/glossary'), fn('/api/glossary/letter/:letter')];
		expect(matchFunction(fns, new URL('http://x/api/glossary/'))?.fn).toBe(fns[0]);
		expect(matchFunction(fns, new URL('http://x/api/glossary/letter/a/'))?.params).toEqual({
			letter: 'a',
		});
		expect(matchFunction(fns, new URL('http://x/api/glossary//'))).toBeUndefined();
	});
	test('does not match a parameter across path segments', () => {
		expect(
			matchFunction([fn('/api/letter/:letter')], new URL('http://x/api/letter/a/b')),
		).toBeUndefined();
	});
});

describe('loadFunctions', () => {
	test('refuses a function that names config.method, which Netlify would route by', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-functions-'));
		try {
			writeFileSync(
				join(dir, 'a.mjs'),
				"export default () => new Response(); export const config = { path: '/api/a', method: 'GET' };",
			);
			await expect(loadFunctions(dir)).rejects.toThrow(/a\.mjs.*config\.method/);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
