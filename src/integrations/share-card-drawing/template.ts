/**
 * The share card's design, as the element tree Satori lays out (the same shape React elements
 * have, without React): the AI Atlas mark and name, what the page is, its title, one line of
 * detail, and the site's address, on the brand's darkest indigo.
 *
 * Change anything here that alters the picture and bump TEMPLATE_VERSION, so cached cards are
 * drawn again.
 */
import { SITE_NAME } from '../../lib/consts.ts';
import {
	SHARE_CARD_HEIGHT,
	SHARE_CARD_WIDTH,
	type ShareCardText,
} from '../../lib/share-card-description.ts';
import type { BrandColours } from './colours.ts';

export const TEMPLATE_VERSION = 1;

/** Font family name the card's fonts are registered under. */
export const FONT_FAMILY = 'Inter';

/** Space kept clear around the content. */
export const PADDING = { top: 60, right: 80, bottom: 76, left: 80 } as const;
/** Width the title may use: the card minus its side padding. */
export const TITLE_WIDTH = SHARE_CARD_WIDTH - PADDING.left - PADDING.right;
/** Height the title may use: what is left between the label and the footer. */
export const TITLE_MAX_HEIGHT = 280;
export const TITLE_LINE_HEIGHT = 1.15;
/**
 * Title sizes, largest first: the renderer takes the largest at which the title fits in
 * TITLE_MAX_HEIGHT without any word overflowing TITLE_WIDTH.
 */
export const TITLE_SIZES = [80, 72, 64, 56, 48, 42, 36, 32] as const;
/** Only the title is drawn this heavy, which is how the layout check tells its text apart. */
export const TITLE_WEIGHT = 800;

/** Keys of the boxes the layout check measures. */
export const BOX = { title: 'title', label: 'label', footer: 'footer' } as const;

/** A Satori element: a type and props, children included. */
export interface CardNode {
	type: string;
	key?: string;
	props: {
		style?: Record<string, string | number>;
		children?: CardNode | CardNode[] | string;
		[attribute: string]: unknown;
	};
}

function el(
	type: string,
	style: Record<string, string | number>,
	children?: CardNode['props']['children'],
	key?: string,
): CardNode {
	return { type, key, props: { style, children } };
}

/** An SVG shape inside the mark; Satori serialises these as they are. */
function shape(type: string, attributes: Record<string, string | number>): CardNode {
	return { type, props: attributes };
}

/** The AI Atlas mark (as in the favicon): a globe crossed by a network of five nodes. */
function mark(size: number, colours: BrandColours): CardNode {
	const stroke = { fill: 'none', stroke: '#ffffff', 'stroke-width': 1.6 };
	const node = (cx: number, cy: number) => shape('circle', { cx, cy, r: 1.8, fill: '#ffffff' });
	return {
		type: 'svg',
		props: {
			width: size,
			height: size,
			viewBox: '0 0 32 32',
			children: [
				shape('rect', { width: 32, height: 32, rx: 7, fill: colours['700'] }),
				shape('circle', { cx: 16, cy: 16, r: 11, ...stroke }),
				shape('path', { d: 'M10 11l6 5 6-3-2 9-8-2z', 'stroke-linejoin': 'round', ...stroke }),
				node(10, 11),
				node(16, 16),
				node(22, 13),
				node(20, 22),
				node(12, 20),
			],
		},
	};
}

/**
 * A large, faint outline of the globe cut off by the top-right corner, clear of the title's lines
 * (it ends above them) so it never stands behind text.
 */
function backdrop(colours: BrandColours): CardNode {
	const line = { fill: 'none', stroke: colours['900'], 'stroke-width': 0.25 };
	return el('div', { position: 'absolute', top: -230, right: -120, display: 'flex' }, [
		{
			type: 'svg',
			props: {
				width: 400,
				height: 400,
				viewBox: '0 0 32 32',
				children: [
					shape('circle', { cx: 16, cy: 16, r: 14, ...line }),
					shape('ellipse', { cx: 16, cy: 16, rx: 6, ry: 14, ...line }),
					shape('path', { d: 'M2.6 11h26.8M2.6 21h26.8', ...line }),
				],
			},
		},
	]);
}

/**
 * The title, set tight like the site's headings. The renderer also lays it out alone to find the
 * size at which it fits, so it must not depend on anything around it.
 */
export function titleElement(title: string, titleSize: number): CardNode {
	return el(
		'div',
		{
			display: 'flex',
			width: TITLE_WIDTH,
			fontFamily: FONT_FAMILY,
			fontSize: titleSize,
			fontWeight: TITLE_WEIGHT,
			lineHeight: TITLE_LINE_HEIGHT,
			letterSpacing: -titleSize * 0.02,
		},
		title,
		BOX.title,
	);
}

/** What a card says. */
export type CardText = Pick<ShareCardText, 'label' | 'title' | 'detail'>;

export interface CardOptions {
	colours: BrandColours;
	/** The site's host name, shown bottom right, e.g. ai-atlas.netlify.app. */
	host: string;
	/** Title font size in pixels, one of TITLE_SIZES. */
	titleSize: number;
}

/** The card for one page. */
export function cardElement(text: CardText, { colours, host, titleSize }: CardOptions): CardNode {
	return el(
		'div',
		{
			position: 'relative',
			display: 'flex',
			flexDirection: 'column',
			boxSizing: 'border-box',
			width: SHARE_CARD_WIDTH,
			height: SHARE_CARD_HEIGHT,
			padding: `${PADDING.top}px ${PADDING.right}px ${PADDING.bottom}px ${PADDING.left}px`,
			backgroundColor: colours['950'],
			color: '#ffffff',
			fontFamily: FONT_FAMILY,
		},
		[
			backdrop(colours),
			el('div', { display: 'flex', alignItems: 'center', height: 64 }, [
				mark(64, colours),
				el(
					'div',
					{ marginLeft: 20, fontSize: 40, fontWeight: 700, letterSpacing: -0.5 },
					SITE_NAME,
				),
			]),
			el(
				'div',
				{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 },
				[
					el(
						'div',
						{
							fontSize: 28,
							fontWeight: 600,
							color: colours['300'],
							textTransform: 'uppercase',
							letterSpacing: 2.5,
							marginBottom: 18,
						},
						text.label,
						BOX.label,
					),
					titleElement(text.title, titleSize),
				],
			),
			el(
				'div',
				{
					display: 'flex',
					justifyContent: 'space-between',
					alignItems: 'flex-end',
					fontSize: 30,
					height: 40,
				},
				[
					el('div', { fontWeight: 500, color: colours['100'], whiteSpace: 'nowrap' }, text.detail),
					el(
						'div',
						{ fontSize: 26, fontWeight: 600, color: colours['300'], whiteSpace: 'nowrap' },
						host,
					),
				],
				BOX.footer,
			),
			el('div', {
				position: 'absolute',
				left: 0,
				bottom: 0,
				width: SHARE_CARD_WIDTH,
				height: 14,
				backgroundColor: colours['500'],
			}),
		],
	);
}
