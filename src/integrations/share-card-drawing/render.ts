/**
 * Draws share cards: Satori lays the template out, at the largest title size that fits, and turns
 * its text into paths; resvg rasterises the SVG; sharp writes the pixels compactly (png.ts).
 */
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../lib/share-card-description.ts';
import type { BrandColours } from './colours.ts';
import { fontsFor, type CardFonts } from './fonts.ts';
import { overflowingRuns, textRuns, titleLines, titleProblems } from './layout.ts';
import { encodePng } from './png.ts';
import {
	TITLE_SIZES,
	TITLE_WIDTH,
	cardElement,
	titleElement,
	type CardNode,
	type CardText,
} from './template.ts';

interface TitleFit {
	titleSize: number;
	/** Empty when the title fits; otherwise why not, even at the smallest size. */
	problems: string[];
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;

type SatoriElement = Parameters<typeof satori>[0];
// Satori's element type is React's; our plain objects have the same shape.
export const asElement = (node: CardNode) => node as unknown as SatoriElement;

export function createCardRenderer({
	colours,
	host,
	fonts,
}: {
	colours: BrandColours;
	host: string;
	fonts: CardFonts;
}) {
	/** The largest title size at which the title fits (or the smallest, with its problems). */
	async function fitTitle(title: string): Promise<TitleFit> {
		let fit: TitleFit = { titleSize: TITLE_SIZES[0], problems: [] };
		// The title alone in a box of its width wraps exactly as it does in the card, for less work.
		for (const titleSize of TITLE_SIZES) {
			const svg = await satori(asElement(titleElement(title, titleSize)), {
				width: TITLE_WIDTH,
				fonts: fontsFor(fonts, title),
				embedFont: false,
			});
			const runs = textRuns(svg);
			fit = {
				titleSize,
				problems: [
					...titleProblems(titleLines(runs), titleSize, title),
					...overflowingRuns(runs, 0, TITLE_WIDTH),
				],
			};
			if (fit.problems.length === 0) break;
		}
		return fit;
	}

	/** The finished PNG. */
	async function render(text: CardText): Promise<TitleFit & { png: Buffer }> {
		const fit = await fitTitle(text.title);
		const svg = await satori(
			asElement(cardElement(text, { colours, host, titleSize: fit.titleSize })),
			{
				width: SHARE_CARD_WIDTH,
				height: SHARE_CARD_HEIGHT,
				fonts: fontsFor(fonts, `${text.label}${text.title}${text.detail}${host}`),
			},
		);
		const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
		return { ...fit, png: await encodePng(image.pixels, image.width, image.height) };
	}

	return { fitTitle, render };
}
