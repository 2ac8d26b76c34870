import { expect, test } from 'vitest';
import type { AstroIntegration } from 'astro';
import config from '../../astro.config.mjs';
import { pageFile } from './built-site.ts';

test("the site's own work on a finished build runs from one hook, atlas()'s, in its named order", () => {
	const ours = (config.integrations as AstroIntegration[]).filter((integration) =>
		integration.name.startsWith('ai-atlas'),
	);
	expect(
		ours.filter((integration) => integration.hooks['astro:build:done']).map(({ name }) => name),
	).toEqual(['ai-atlas']);
});

test('a page Astro reports is found as the file it wrote', () => {
	expect(['', '404', 'topics/edge-ai', 'glossary/letters/a'].map(pageFile)).toEqual([
		'index.html',
		'404.html',
		'topics/edge-ai.html',
		'glossary/letters/a.html',
	]);
});
