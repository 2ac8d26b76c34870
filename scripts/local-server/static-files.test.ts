import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StaticFiles } from './static-files.ts';

let root: string;
beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), 'ai-atlas-static-'));
	writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
	writeFileSync(join(root, 'about.html'), '<!doctype html><title>About</title>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('StaticFiles', () => {
	test('serves clean URLs, index.html and exact file names', () => {
		const files = new StaticFiles(root);
		expect(files.lookup('/about')?.body.toString()).toContain('About');
		expect(files.lookup('/about.html')?.body.toString()).toContain('About');
		expect(files.lookup('/')?.body.toString()).toContain('Home');
	});

	test('keeps nothing in memory for paths that do not exist', () => {
		const files = new StaticFiles(root);
		for (let i = 0; i < 2000; i++)
			expect(files.lookup(`/missing/${i}/${'x'.repeat(200)}`)).toBeUndefined();
		expect(files.cachedFiles).toBe(0);
	});

	test('keeps one copy of a file however its path is spelled', () => {
		const files = new StaticFiles(root);
		for (const path of [
			'/about',
			'/about.html',
			'//about.html',
			'/about/',
			'///about',
			'/./about.html',
		]) {
			expect(files.lookup(path)?.body.toString(), path).toContain('About');
		}
		expect(files.cachedFiles).toBe(1);
	});

	test('finds a file created after it was first asked for', () => {
		const files = new StaticFiles(root);
		expect(files.lookup('/late')).toBeUndefined();
		writeFileSync(join(root, 'late.html'), 'late');
		expect(files.lookup('/late')?.body.toString()).toBe('late');
	});
});

test('hashed assets and the search index are still found in earlier builds; pages are not', () => {
	const root = mkdtempSync(join(tmpdir(), 'ai-atlas-static-earlier-'));
	try {
		for (const [build, file, text] of [
			['new', 'about.html', 'new about'],
			['old', 'about.html', 'old about'],
			['old', 'old-page.html', 'gone'],
			['old', '_astro/app.A1.js', 'old script'],
			['old', 'search-index/manifest.B2.json', 'old index'],
		] as const) {
			mkdirSync(dirname(join(root, build, file)), { recursive: true });
			writeFileSync(join(root, build, file), text);
		}
		const files = new StaticFiles(join(root, 'new'), [join(root, 'old')]);
		expect(files.lookup('/about')?.body.toString()).toBe('new about');
		expect(files.lookup('/_astro/app.A1.js')?.body.toString()).toBe('old script');
		expect(files.lookup('/search-index/manifest.B2.json')?.body.toString()).toBe('old index');
		expect(files.lookup('/old-page')).toBeUndefined();
		expect(files.lookup('/_astro/../old-page.html')).toBeUndefined();
	} finally {
		rmSync(root, { recursive: true, force: true });
	}
});
