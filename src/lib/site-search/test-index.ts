/**
 * Test helpers: pages shaped as Pagefind extracts them, and an in-memory index compiled from them
 * that counts the files a search downloads.
 */
import { compileIndex, type ExtractedPage } from '../../integrations/site-search/compile-index.ts';
import { loadSearchIndex, type IndexReader } from './engine.ts';
import type { ResultType } from './result-types.ts';

export interface PageSpec {
	url: string;
	type: ResultType;
	title: string;
	/** Text before the first heading (after the title). */
	intro?: string;
	/** Headed sections: [heading, id, text]. */
	sections?: [string, string, string][];
	meta?: Record<string, string>;
}

/** A page as Pagefind records it: its text, with the word position of each heading. */
export function extracted({ url, type, title, intro = '', sections = [], meta = {} }: PageSpec) {
	const parts = [`${title}.`, intro];
	const anchors: ExtractedPage['anchors'] = [];
	for (const [heading, id, text] of sections) {
		const location = parts.join(' ').split(/\s+/).filter(Boolean).length;
		anchors.push({ element: 'h2', id, text: heading, location });
		parts.push(`${heading}.`, text);
	}
	return {
		url,
		content: parts.filter(Boolean).join(' '),
		meta: { title, type, ...meta },
		anchors,
	} satisfies ExtractedPage;
}

/** An index of the given pages, read from memory; `fetched` lists every file downloaded. */
export async function memoryIndex(
	pages: PageSpec[],
	{ failOnce = new Set<string>() }: { failOnce?: Set<string> } = {},
): Promise<{ index: IndexReader; fetched: string[] }> {
	const { files } = compileIndex(pages.map(extracted));
	const fetched: string[] = [];
	const index = await loadSearchIndex(async (url) => {
		fetched.push(url);
		const kind = /\/(s|p)\//.exec(url)?.[1] ?? 'manifest';
		if (failOnce.delete(kind)) throw new Error(`${url}: offline`);
		const content = files.get(url.slice(1));
		if (content === undefined) throw new Error(`${url}: not found`);
		return JSON.parse(content) as unknown;
	});
	return { index, fetched };
}
