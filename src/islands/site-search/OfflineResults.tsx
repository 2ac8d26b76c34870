import { useEffect, useState } from 'react';
import { SAVED_CACHE } from '../../lib/offline/caches';
import { savedItems } from '../../lib/offline/saved';
import {
	searchSaved,
	type GlossaryIndexEntry,
	type OfflineHit,
} from '../../lib/offline/saved-search';

/** Saved with the glossary for offline term search (src/pages/offline/glossary-index.json.ts). */
const GLOSSARY_INDEX_URL = '/offline/glossary-index.json';

/**
 * When the index cannot be reached (offline), what is saved for offline reading that matches:
 * saved guides and articles, and every term once the glossary is saved. With `termsOnly` (the
 * index answered but the glossary API did not), only the saved terms.
 */
export function OfflineResults({
	query,
	termsOnly = false,
}: {
	query: string;
	termsOnly?: boolean;
}) {
	const [hits, setHits] = useState<OfflineHit[]>();
	useEffect(() => {
		let live = true;
		void (async () => {
			try {
				const items = termsOnly ? [] : await savedItems();
				const index = await caches.match(GLOSSARY_INDEX_URL, { cacheName: SAVED_CACHE });
				const glossary = index ? ((await index.json()) as GlossaryIndexEntry[]) : undefined;
				if (live) setHits(searchSaved(query, items, glossary));
			} catch {
				if (live) setHits([]);
			}
		})();
		return () => {
			live = false;
		};
	}, [query, termsOnly]);
	if (!hits?.length) return null;
	return (
		<>
			<p>
				{termsOnly
					? `Saved for offline reading: glossary terms that match “${query}”`
					: `Offline: saved pages that match “${query}”`}
			</p>
			<ul>
				{hits.map((hit) => (
					<li key={hit.href}>
						<a href={hit.href}>{hit.title}</a> <span>({hit.kind})</span>
					</li>
				))}
			</ul>
		</>
	);
}
