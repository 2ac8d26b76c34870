/**
 * One share card's description: the 1200×630 PNG a social network or chat app shows when someone
 * shares a page, as its text, URL, size and alt text. Which page gets which card is
 * src/collections/share-cards.ts; src/integrations/share-card-drawing draws the PNGs from these texts.
 */
import { SITE_NAME } from './consts.ts';

/** The size Open Graph and Twitter/X large-image cards are designed for (1.91:1). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** Everything a card shows, plus the page it belongs to. */
export interface ShareCardText {
	/** The page's own path, e.g. `/topics/edge-ai` or `/` for the home page. */
	path: string;
	/** What the page is, shown above the title: "Guide", "Article", "Glossary term"… */
	label: string;
	/** The page's title, drawn large and wrapped between words. */
	title: string;
	/** One line under the title: reading time, difficulty or a count. */
	detail: string;
}

/** A card as a page's `<head>` refers to it. */
export interface ShareCard extends ShareCardText {
	/** Site-relative URL of the PNG. */
	url: string;
	width: number;
	height: number;
	/** Describes the image for people who cannot see it (og:image:alt, twitter:image:alt). */
	alt: string;
}

/**
 * Where a page's card is published: the page path under /cards, with the home page as `index`.
 * @example shareCardUrl('/topics/edge-ai') // '/cards/topics/edge-ai.png'
 * @example shareCardUrl('/') // '/cards/index.png'
 */
export function shareCardUrl(pagePath: string): string {
	const clean = pagePath.replace(/^\/+|\/+$/g, '');
	return `/cards/${clean || 'index'}.png`;
}

/**
 * The alt text repeats what the card says, in reading order, so a screen reader user in a chat
 * app hears the same thing a sighted reader sees.
 */
export function shareCardAlt(text: Pick<ShareCardText, 'label' | 'title' | 'detail'>): string {
	const title = /[.!?]$/.test(text.title) ? text.title : `${text.title}.`;
	return `${SITE_NAME} — ${text.label}: ${title} ${text.detail}.`;
}

/** Completes a card's text with its URL, size and alt text. */
export function shareCard(text: ShareCardText): ShareCard {
	return {
		...text,
		url: shareCardUrl(text.path),
		width: SHARE_CARD_WIDTH,
		height: SHARE_CARD_HEIGHT,
		alt: shareCardAlt(text),
	};
}

/** "12 min read": the same reading time the page shows under its title. */
export function readingTimeDetail(minutes: number): string {
	return `${minutes} min read`;
}

/**
 * The card of one section of the glossary's A–Z index (`heading` is its page's heading), which
 * every term page under that letter also uses: term pages are rendered on demand, so their cards
 * are one per letter, drawn with the rest at build time, rather than one PNG per term.
 */
export function letterShareCard(heading: string, pagePath: string): ShareCard {
	return shareCard({
		path: pagePath,
		label: 'Glossary',
		title: heading,
		detail: 'AI & machine learning terms, with definitions and examples',
	});
}
