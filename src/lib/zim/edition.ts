/**
 * The released offline edition: the ZIM file the site offers for download, and the manifest that
 * describes it. `npm run release:zim` writes both (scripts/build-zim.ts --release) and they are
 * committed; /offline and /data read the manifest when the site is built. Netlify's build cannot
 * write the file (no libzim there), so the deploy serves whichever edition was last released, as a
 * static file: cached by the CDN, and resumable by range requests. docs/offline-edition.md says
 * more.
 */
import { createHash } from 'node:crypto';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	renameSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** What the manifest says of the released file. */
export interface OfflineEdition {
	/** Its name, `ai-atlas_en_all_{YYYY-MM}.zim`, served at `/downloads/{file}`. */
	file: string;
	bytes: number;
	/** The day it was made (its ZIM Date metadata), `YYYY-MM-DD`. */
	date: string;
	/** SHA-256 of the file, hex, so a school can check a copy passed from hand to hand. */
	sha256: string;
	/** Pages it carries (HTML entries), and glossary terms among them. */
	pages: number;
	terms: number;
}

/** Where the released file goes in the project: served as it is from `/downloads/`. */
export const DOWNLOADS_DIR = 'public/downloads';
/**
 * The manifest. Not beside the file: netlify.toml serves everything under /downloads/ as a file
 * to save, which a JSON file is not.
 */
export const MANIFEST = 'src/data/offline-edition.json';

/**
 * Netlify's CDN does not support files over 10 MB well, and such a file "may fail to upload …
 * causing your entire deploy to fail" (docs.netlify.com, build troubleshooting tips, "Large files
 * or sites"). The release refuses a larger file rather than risk every deploy.
 */
export const MAX_RELEASE_BYTES = 10_000_000;

/** What /offline and /data say until an edition is released, in place of a link. */
export const NOT_RELEASED =
	'No offline edition has been released yet. When one is, it will be here to download, with its size and date.';

/** The address the site serves an edition at. */
export const downloadHref = (edition: Pick<OfflineEdition, 'file'>): string =>
	`/downloads/${edition.file}`;

/** A size as people read it on a download link: "4.4 MB", "820 KB" (decimal units, as the build prints). */
export function formatBytes(bytes: number): string {
	if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
	return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/** The edition's day as the welcome note writes it: "29 November 2026". */
export const formatEditionDate = (date: string): string =>
	new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
		dateStyle: 'long',
		timeZone: 'UTC',
	});

export const sha256Of = (file: string): string =>
	createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The released edition, or undefined when none has been released (no manifest). A manifest whose
 * file is missing or of another size fails the build: the pages would offer a dead or wrong link.
 */
export function readOfflineEdition(root: string): OfflineEdition | undefined {
	const manifest = join(root, MANIFEST);
	if (!existsSync(manifest)) return undefined;
	const edition = JSON.parse(readFileSync(manifest, 'utf8')) as OfflineEdition;
	const file = join(root, DOWNLOADS_DIR, edition.file);
	if (!existsSync(file))
		throw new Error(`${MANIFEST} names ${edition.file}, which ${DOWNLOADS_DIR} does not have`);
	if (statSync(file).size !== edition.bytes)
		throw new Error(`${MANIFEST} says ${edition.file} has ${edition.bytes} bytes; it has not`);
	return edition;
}

/**
 * Places a freshly written edition where the site serves it and writes its manifest: the file
 * replaces every earlier edition (one is offered at a time, and each is a whole copy in the
 * repository and the deploy; the folder holds nothing else), then the manifest names it.
 */
export function releaseEdition(
	root: string,
	zim: string,
	facts: Pick<OfflineEdition, 'file' | 'date' | 'pages' | 'terms'>,
): OfflineEdition {
	const bytes = statSync(zim).size;
	if (bytes > MAX_RELEASE_BYTES)
		throw new Error(
			`${facts.file} is ${formatBytes(bytes)}: over the ${formatBytes(MAX_RELEASE_BYTES)} Netlify's CDN ` +
				'supports. Publish it elsewhere (docs/offline-edition.md, "Releasing an edition").',
		);
	const dir = join(root, DOWNLOADS_DIR);
	mkdirSync(dir, { recursive: true });
	const target = join(dir, facts.file);
	// Copied beside, then moved: the site never serves half a file under the edition's name.
	copyFileSync(zim, `${target}.partial`);
	renameSync(`${target}.partial`, target);
	for (const name of readdirSync(dir))
		if (name.endsWith('.zim') && name !== facts.file) rmSync(join(dir, name));
	const edition: OfflineEdition = {
		file: facts.file,
		bytes,
		date: facts.date,
		sha256: sha256Of(target),
		pages: facts.pages,
		terms: facts.terms,
	};
	const manifest = join(root, MANIFEST);
	mkdirSync(dirname(manifest), { recursive: true });
	writeFileSync(manifest, `${JSON.stringify(edition, null, '\t')}\n`);
	return edition;
}
