/**
 * `node scripts/term-files.ts <dist>`: writes the saved glossary's term files into a build
 * (src/lib/offline/term-pages.ts), every term page rendered through that build's page function.
 * Run by the build (src/integrations/service-worker.ts) in a process of its own: the page
 * function cannot be loaded inside Vite, which loads Astro's configuration. The terms are those
 * of the build's offline glossary index. Prints one line, `term-files {…}`: the files' addresses,
 * the terms saved as full pages instead, one rendered term page (whose islands' code the pack
 * needs: the shell does not name it), and the seconds taken.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeTermFiles } from '../src/integrations/term-files.ts';
import { termPages } from './term-pages.ts';

const dist = process.argv[2];
if (!dist) throw new Error('Usage: node scripts/term-files.ts <dist>');
const started = performance.now();
const slugs = (
	JSON.parse(readFileSync(join(dist, 'offline/glossary-index.json'), 'utf8')) as { slug: string }[]
).map((term) => term.slug);
const pages = await termPages(dist);
try {
	const { urls, fullPages, sample } = await writeTermFiles(
		slugs,
		async (slug) => {
			const response = await pages.render(`/glossary/${encodeURIComponent(slug)}`);
			if (response.status !== 200) throw new Error(`/glossary/${slug} answered ${response.status}`);
			// The page's own policy; the site's (frame-ancestors) can only be a header.
			const policy = response.headers.get('content-security-policy') ?? '';
			return { html: await response.text(), policy: policy.split(',')[0]!.trim() };
		},
		(url, body) => {
			const file = join(dist, url);
			mkdirSync(dirname(file), { recursive: true });
			writeFileSync(file, body);
		},
	);
	const seconds = (performance.now() - started) / 1000;
	console.log(
		`term-files ${JSON.stringify({ urls, fullPages, sample, terms: slugs.length, seconds })}`,
	);
} finally {
	pages.close();
}
// The page function keeps its database open.
process.exit(0);
