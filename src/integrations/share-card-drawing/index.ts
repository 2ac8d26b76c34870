/**
 * Share-card drawing: turns the cards the pages name into PNGs, at build time.
 *
 *   // astro.config.mjs
 *   integrations: [drawShareCards()]
 *
 * The pages' `<head>` points at /cards/….png (src/page-share-cards.ts decides each page's card,
 * src/lib/share-card-description.ts describes one). The build renders /share-cards.json
 * (src/pages/share-cards.json.ts), the list of cards to draw; when the build is done this
 * integration reads that list, removes it from the output, and writes each PNG into the output
 * folder, from the cache when the card's text has not changed (./cache.ts), else drawn anew
 * (./render.ts). Nothing is added to any page's weight: a card is fetched only by whoever follows
 * its og:image link, usually a social network's crawler.
 *
 * Cards exist only in built output; `npm run dev` serves none.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltSite } from '../atlas.ts';
import type { ShareCard } from '../../lib/share-card-description.ts';
import { CardCache, cardKey, cardToolVersions } from './cache.ts';
import { brandColours } from './colours.ts';
import { drawCards } from './draw.ts';
import { TEMPLATE_VERSION } from './template.ts';

/** The build-time list of cards to draw, written by src/pages/share-cards.json.ts. */
export const CARDS_TO_DRAW = 'share-cards.json';
/** A card heavier than this is reported: chat apps and social networks fetch it on every share. */
export const MAX_CARD_BYTES = 60 * 1024;

export interface DrawShareCardsOptions {
	/** Where drawn cards are kept between builds. Default: node_modules/.cache/ai-atlas-cards. */
	cacheDir?: string;
}

export async function drawShareCards(
	{ config, dist, logger }: BuiltSite,
	options: DrawShareCardsOptions = {},
): Promise<void> {
	const listFile = join(dist, CARDS_TO_DRAW);
	if (!existsSync(listFile)) {
		logger.warn(`no ${CARDS_TO_DRAW} in the build output: share cards not drawn`);
		return;
	}
	const cards = JSON.parse(readFileSync(listFile, 'utf8')) as ShareCard[];
	rmSync(listFile);
	if (!config.site)
		throw new Error('Share cards need the site URL (astro.config `site`) to print its address');

	const started = performance.now();
	const host = new URL(config.site).host;
	const colours = brandColours(
		readFileSync(fileURLToPath(new URL('styles/global.css', config.srcDir)), 'utf8'),
	);
	const tools = cardToolVersions();
	const cache = new CardCache(
		options.cacheDir ?? join(fileURLToPath(config.root), 'node_modules/.cache/ai-atlas-cards'),
	);
	let drawn = 0;

	const misses: { text: ShareCard; key: string; out: string }[] = [];
	await Promise.all(
		cards.map(async (card) => {
			const key = cardKey({
				template: TEMPLATE_VERSION,
				tools,
				colours,
				host,
				label: card.label,
				title: card.title,
				detail: card.detail,
			});
			const out = join(dist, card.url);
			await mkdir(dirname(out), { recursive: true });
			const cached = cache.lookup(key);
			if (cached) await copyFile(cached, out);
			else misses.push({ text: card, key, out });
		}),
	);
	await drawCards(
		misses,
		{ colours, host },
		async ({ text: card, key, out }, { png, problems }) => {
			if (problems.length)
				logger.warn(
					`${card.path}: the title does not fit its card even at the smallest size: ${problems.join('; ')}`,
				);
			if (png.length > MAX_CARD_BYTES)
				logger.warn(
					`${card.url} is ${Math.round(png.length / 1024)} KB, over ${MAX_CARD_BYTES / 1024} KB`,
				);
			cache.store(key, png);
			await writeFile(out, png);
			drawn++;
		},
	);
	const pruned = cache.prune();
	const seconds = ((performance.now() - started) / 1000).toFixed(1);
	logger.info(
		`${cards.length} share cards in ${seconds}s: ${drawn} drawn, ${cards.length - drawn} from cache${pruned ? `, ${pruned} old ones pruned` : ''}`,
	);
}
