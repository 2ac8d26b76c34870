/**
 * The saved glossary's term pages: saving a full page per term cost 5.2 MB at 1,000 terms, and
 * every build downloaded all of them again. Instead the build renders
 * every term page through the on-demand page function (the one renderer) and splits it in two:
 * - the page around the term, the same for every term: one file, `term-page.{hash}.html`, with
 *   markers where the term's own parts go;
 * - each term's own parts (its title and description, and its `<main>`), in shards of about
 *   TERMS_PER_SHARD terms, `terms-{i}-of-{n}.{hash}.json`.
 * The service worker joins the two when a saved term page is opened offline. The files' names
 * change with their content, so after a build the saved glossary downloads only the shards whose
 * terms changed (an editor's save: one). Used by the build (src/integrations/service-worker.ts)
 * and the worker (src/sw/sw.ts).
 */

/** A term's own parts of its page: HTML as the page function rendered it. */
export interface TermPart {
	/** The page's `<title>` and description `<meta>`. */
	head: string;
	/** What `<main>` holds: breadcrumb, the term's article, its neighbours. */
	main: string;
}

export const TERM_FILES_DIR = '/offline/glossary/';
const SHELL_PREFIX = `${TERM_FILES_DIR}term-page.`;
const SHARD_NAME = /^\/offline\/glossary\/terms-(\d+)-of-(\d+)\.[\w-]+\.json$/;
const HEAD_MARK = '<!--term-head-->';
const MAIN_MARK = '<!--term-main-->';

/**
 * About this many terms a shard (a power of two shards, so the count changes, and every shard with
 * it, only when the glossary doubles or halves). Smaller shards make a change cheaper to refresh;
 * larger ones compress better and make fewer files.
 */
export const TERMS_PER_SHARD = 128;

export function shardCount(terms: number): number {
	return 2 ** Math.max(0, Math.ceil(Math.log2(terms / TERMS_PER_SHARD)));
}

/** The shard a slug is in: FNV-1a of the slug, so the worker finds it without a list. */
export function shardOf(slug: string, count: number): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193);
	return (hash >>> 0) % count;
}

export const shardName = (index: number, count: number, hash: string) =>
	`${TERM_FILES_DIR}terms-${index}-of-${count}.${hash}.json`;
export const shellName = (hash: string) => `${SHELL_PREFIX}${hash}.html`;

/** The shell and the shard of `slug` among a saved glossary's files, if it has them. */
export function termFilesOf(
	urls: readonly string[],
	slug: string,
): { shell: string; shard: string } | undefined {
	const shell = urls.find((url) => url.startsWith(SHELL_PREFIX));
	const count = Number(urls.map((url) => SHARD_NAME.exec(url)?.[2]).find(Boolean));
	if (!shell || !count) return undefined;
	const index = String(shardOf(slug, count));
	const shard = urls.find((url) => SHARD_NAME.exec(url)?.[1] === index);
	return shard ? { shell, shard } : undefined;
}

/**
 * Splits a term page as the page function renders it. What only crawlers read is left out (the
 * canonical address, Open Graph, JSON-LD: SeoHead's output from its `<title>` to its last
 * JSON-LD script); the title and description stay. Throws if the page is not laid out so.
 */
export function splitTermPage(html: string): { shell: string; part: TermPart } {
	const seoStart = html.indexOf('<title>');
	const lastJsonLd = html.lastIndexOf('<script type="application/ld+json">');
	const seoEnd = html.indexOf('</script>', lastJsonLd) + '</script>'.length;
	const mainOpen = html.indexOf('<main');
	const mainStart = html.indexOf('>', mainOpen) + 1;
	const mainEnd = html.lastIndexOf('</main>');
	if (seoStart < 0 || lastJsonLd < seoStart || mainOpen < seoEnd || mainEnd < mainStart)
		throw new Error('A term page without the expected <title>, JSON-LD or <main>.');
	const seo = html.slice(seoStart, seoEnd);
	const head = [
		seo.match(/<title>[\s\S]*?<\/title>/)![0],
		seo.match(/<meta name="description"[^>]*>/)?.[0] ?? '',
	].join('');
	return {
		shell:
			html.slice(0, seoStart) +
			HEAD_MARK +
			html.slice(seoEnd, mainStart) +
			MAIN_MARK +
			html.slice(mainEnd),
		part: { head, main: html.slice(mainStart, mainEnd) },
	};
}

/** The term page again, from the shell and the term's parts (the worker, offline). */
export const joinTermPage = (shell: string, part: TermPart) =>
	shell.replace(HEAD_MARK, () => part.head).replace(MAIN_MARK, () => part.main);
