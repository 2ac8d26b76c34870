/**
 * Share-card drawing: the PNG of each card the pages name, at build time.
 *
 * The pages' `<head>` points at /cards/….png (src/collections/share-cards.ts decides each page's card,
 * src/lib/share-card-description.ts describes one). Each card is a static endpoint
 * (src/pages/cards/[...slug].png.ts) that takes its PNG from the cache when the card's text has
 * not changed (./cache.ts), else draws it anew (./render.ts). Nothing is added to any page's
 * weight: a card is fetched only by whoever follows its og:image link, usually a social
 * network's crawler.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ShareCard } from '../../lib/share-card-description.ts';
import { CardCache, cardKey, cardToolVersions } from './cache.ts';
import { brandColours } from './colours.ts';
import { loadCardFonts } from './fonts.ts';
import { createCardRenderer } from './render.ts';
import { TEMPLATE_VERSION } from './template.ts';

/** A card heavier than this is reported: chat apps and social networks fetch it on every share. */
export const MAX_CARD_BYTES = 60 * 1024;

/** Where drawn cards are kept between builds: the project's node_modules/.cache. */
const cacheDir = () =>
	join(
		dirname(createRequire(import.meta.url).resolve('astro/package.json')),
		'../.cache/ai-atlas-cards',
	);

/** What every card of a build shares: the cache, the renderer, and what a card's key includes. */
function cardDrawing(site: URL, css: string) {
	const cache = new CardCache(cacheDir());
	// Entries are marked when used, so old ones can go before any is looked up.
	cache.prune();
	const options = { colours: brandColours(css), host: site.host };
	return {
		cache,
		keyParts: { template: TEMPLATE_VERSION, tools: cardToolVersions(), ...options },
		renderer: createCardRenderer({ ...options, fonts: loadCardFonts() }),
	};
}

let drawing: ReturnType<typeof cardDrawing> | undefined;

/**
 * A card's PNG, from the cache or drawn (and then cached).
 * @param site the site's URL, whose host the card prints
 * @param css the site stylesheet, whose brand colours the card takes
 */
export async function shareCardPng(
	card: ShareCard,
	{ site, css }: { site: URL | undefined; css: string },
): Promise<Buffer> {
	if (!site)
		throw new Error('Share cards need the site URL (astro.config `site`) to print its address');
	drawing ??= cardDrawing(site, css);
	const { cache, keyParts, renderer } = drawing;
	const key = cardKey({ ...keyParts, label: card.label, title: card.title, detail: card.detail });
	const cached = cache.lookup(key);
	if (cached) return readFileSync(cached);
	const { png, problems } = await renderer.render(card);
	if (problems.length)
		console.warn(
			`${card.path}: the title does not fit its card even at the smallest size: ${problems.join('; ')}`,
		);
	if (png.length > MAX_CARD_BYTES)
		console.warn(
			`${card.url} is ${Math.round(png.length / 1024)} KB, over ${MAX_CARD_BYTES / 1024} KB`,
		);
	cache.store(key, png);
	return png;
}
