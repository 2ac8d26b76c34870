/**
 * Test helpers: pages as the build reads them, and an in-memory index compiled from them that
 * counts the files a search downloads.
 */
import { compileIndex } from '../../src/integrations/site-search/compile-index.ts';
import type { ExtractedPage } from '../../src/integrations/site-search/extract-page.ts';
import { loadSearchIndex, type IndexReader } from '../../src/lib/site-search/index-reader.ts';
import type { IndexedType } from '../../src/lib/site-search/result-types.ts';

export interface PageSpec {
	url: string;
	type: IndexedType;
	title: string;
	/** Text before the first heading (after the title). */
	intro?: string;
	/** Headed sections: [heading, id, text]. */
	sections?: [string, string, string][];
	date?: string;
}

/** A page as the build reads it: its title and intro, then a section per heading. */
export function extracted({
	url,
	type,
	title,
	intro = '',
	sections = [],
	date,
}: PageSpec): ExtractedPage {
	return {
		url,
		title,
		type,
		...(date && { date }),
		sections: [
			{ text: `${title}. ${intro}`.trim() },
			...sections.map(([heading, id, text]) => ({
				heading: { title: heading, id, element: 'h2' },
				text: `${heading} ${text}`,
			})),
		],
	};
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
