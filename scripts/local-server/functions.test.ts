import { describe, expect, test } from 'vitest';
import { matchFunction, type LoadedFunction } from './functions.ts';

const fn = (path: string, methods?: string[]): LoadedFunction => ({
	name: path,
	handler: () => new Response(),
	patterns: [new URLPattern({ pathname: path })],
	methods,
});

describe('matchFunction', () => {
	test('passes params URL-encoded, as Netlify does', () => {
		const match = matchFunction(
			[fn('/api/glossary/term/:key')],
			new URL('http://x/api/glossary/term/na%C3%AFve%20bayes'),
			'GET',
		);
		expect(match?.params).toEqual({ key: 'na%C3%AFve%20bayes' });
	});
	test('respects config.method, letting HEAD through for GET', () => {
		const fns = [fn('/api/a', ['POST'])];
		expect(matchFunction(fns, new URL('http://x/api/a'), 'GET')).toBeUndefined();
		expect(matchFunction([fn('/api/b', ['GET'])], new URL('http://x/api/b'), 'HEAD')).toBeDefined();
	});
	test('matches a path with one trailing slash, as Netlify does, with the same params', () => {
		const fns = [fn('/api/glossary'), fn('/api/glossary/letter/:letter')];
		expect(matchFunction(fns, new URL('http://x/api/glossary/'), 'GET')?.fn).toBe(fns[0]);
		expect(matchFunction(fns, new URL('http://x/api/glossary/letter/a/'), 'GET')?.params).toEqual({
			letter: 'a',
		});
		expect(matchFunction(fns, new URL('http://x/api/glossary//'), 'GET')).toBeUndefined();
	});
	test('does not match a parameter across path segments', () => {
		expect(
			matchFunction([fn('/api/letter/:letter')], new URL('http://x/api/letter/a/b'), 'GET'),
		).toBeUndefined();
	});
});
