/**
 * `npm run build:zim`: the offline edition, `ai-atlas_en_all_{YYYY-MM}.zim`, for Kiwix, from the
 * build in dist/ (run `npm run build` first). Every page the build carries (src/lib/zim/entries.ts
 * says which it leaves out), every glossary term page rendered by the built page function (online
 * they are rendered on demand), the glossary's open data, and what those pages load; each page
 * rewritten for the file (src/lib/zim/page.ts), the home page opening with a note on the edition.
 * libzim writes the file, with Kiwix's full-text index (scripts/zim-writer.py; needs Debian's
 * python3-libzim). docs/offline-edition.md says more.
 *
 *   npm run build:zim [-- --out DIR]   (the project folder by default)
 *   npm run release:zim                 (build:zim -- --release: the edition the site offers)
 *
 * --release places the file in public/downloads/, replacing the previous edition, and writes its
 * manifest (src/data/offline-edition.json), which /offline and /data read: commit both. A release
 * step rather than part of the deploy build, because Netlify's build image has no libzim
 * (src/lib/zim/edition.ts).
 */
import { spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { lookup } from 'mrmime';
import { loadGlossaryTerms } from '../src/server/glossary-source.ts';
import { resolveSiteUrl } from '../src/lib/site-url.ts';
import { DATA_FILES, carriesPage, entryOfFile, zimFileName } from '../src/lib/zim/entries.ts';
import { zimPage } from '../src/lib/zim/page.ts';
import { formatBytes, releaseEdition } from '../src/lib/zim/edition.ts';
import { ZIM_NAME, welcomeNote, zimIllustration, zimMetadata } from '../src/lib/zim/metadata.ts';
import { DIST_DIR, ROOT } from './lib.ts';
import { termPages } from './term-pages.ts';

interface ManifestEntry {
	path: string;
	file: string;
	title: string;
	mimetype: string;
}

const { values } = parseArgs({
	options: { out: { type: 'string', default: ROOT }, release: { type: 'boolean', default: false } },
});
const started = performance.now();
if (!existsSync(join(DIST_DIR, 'index.html')))
	throw new Error(`No build in ${DIST_DIR}: run npm run build first.`);

const site = resolveSiteUrl();
const date = new Date();
const { terms } = await loadGlossaryTerms();
const facts = { site, date, terms: terms.length };
const fileName = zimFileName(ZIM_NAME, date);
const work = mkdtempSync(join(tmpdir(), 'ai-atlas-zim-'));

const pageFiles = (readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }) as string[])
	.map((file) => file.split('\\').join('/'))
	.filter(carriesPage)
	.sort();
const termEntries = terms.map((term) => `glossary/${term.slug}`);
const pageEntries = new Set([...pageFiles.map(entryOfFile), ...termEntries, ...DATA_FILES]);

const entries: ManifestEntry[] = [];
const resources = new Set<string>();
/** Rewrites a page for the file, writes it to the work folder and lists it. */
function addPage(entry: string, html: string) {
	const page = zimPage(html, {
		entry,
		has: (target) => pageEntries.has(target),
		site,
		book: fileName.replace(/\.zim$/, ''),
		lead: entry === 'index' ? welcomeNote(facts) : undefined,
	});
	const file = join(work, 'pages', `${entry}.html`);
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, page.html);
	entries.push({ path: entry, file, title: page.title, mimetype: 'text/html' });
	page.resources.forEach((resource) => resources.add(resource));
}

try {
	for (const file of pageFiles)
		addPage(entryOfFile(file), readFileSync(join(DIST_DIR, file), 'utf8'));
	const pages = await termPages(DIST_DIR);
	try {
		for (const [index, term] of terms.entries())
			addPage(termEntries[index]!, await pages.html(term.slug));
	} finally {
		pages.close();
	}
	for (const entry of [...resources, ...DATA_FILES]) {
		const file = join(DIST_DIR, entry);
		const mimetype = lookup(entry);
		if (!existsSync(file)) throw new Error(`A page loads /${entry}, which the build does not have`);
		if (!mimetype) throw new Error(`/${entry}: no type known for ${extname(entry)} files`);
		entries.push({ path: entry, file, title: '', mimetype });
	}
	const illustration = join(work, 'illustration.png');
	writeFileSync(
		illustration,
		zimIllustration(readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8')),
	);
	const manifest = join(work, 'manifest.json');
	writeFileSync(
		manifest,
		JSON.stringify({ metadata: zimMetadata(facts), illustration, main: 'index', entries }),
	);

	// A release is written in the work folder, then placed by releaseEdition.
	const outDir = values.release ? work : values.out;
	mkdirSync(outDir, { recursive: true });
	const out = resolve(outDir, fileName);
	// Written beside, then moved: a reader never sees half a file under the final name.
	const partial = `${out}.partial`;
	// Debian's Python, which python3-libzim is installed for (not whichever python3 is first on PATH).
	const writer = spawnSync(
		'/usr/bin/python3',
		[join(ROOT, 'scripts/zim-writer.py'), manifest, partial],
		{
			stdio: 'inherit',
		},
	);
	if (writer.error || writer.status !== 0)
		throw new Error(
			'Writing the ZIM file failed: it needs Debian’s python3-libzim (apt-get install -y python3-libzim).',
			{ cause: writer.error },
		);
	renameSync(partial, out);
	const pagesCount = entries.filter((entry) => entry.mimetype === 'text/html').length;
	console.log(
		`${out}: ${formatBytes(statSync(out).size)}, ${pagesCount} pages (${terms.length} terms) ` +
			`and ${entries.length - pagesCount} other files, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
	);
	if (values.release) {
		const edition = releaseEdition(ROOT, out, {
			file: fileName,
			date: date.toISOString().slice(0, 10),
			pages: pagesCount,
			terms: terms.length,
		});
		console.log(
			`Released public/downloads/${edition.file} (sha256 ${edition.sha256}). Rebuild the site ` +
				'(npm run build) to see it on /offline and /data, and commit the file and src/data/offline-edition.json.',
		);
	}
} finally {
	rmSync(work, { recursive: true, force: true });
}
