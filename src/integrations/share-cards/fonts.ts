/**
 * The fonts the cards are set in: Inter, the site's typeface, from the static WOFF files of
 * @fontsource/inter (Satori reads TTF, OTF and WOFF but not WOFF2, which is all the variable
 * package the pages use ships). Latin and Latin Extended cover every title in the content.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_FAMILY } from './template.ts';

const WEIGHTS = [500, 600, 700, 800] as const;
export const SUBSETS = ['latin', 'latin-ext'] as const;

export interface CardFont {
	name: string;
	data: Buffer;
	weight: (typeof WEIGHTS)[number];
	style: 'normal';
}

const require = createRequire(import.meta.url);
const fontsDir = () => join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');

/** Every weight the template uses: the Latin files alone, and Latin followed by Latin Extended. */
export interface CardFonts {
	latin: CardFont[];
	extended: CardFont[];
}

export function loadCardFonts(): CardFonts {
	const dir = fontsDir();
	const subset = (name: (typeof SUBSETS)[number]) =>
		WEIGHTS.map((weight) => ({
			name: FONT_FAMILY,
			data: readFileSync(join(dir, `inter-${name}-${weight}-normal.woff`)),
			weight,
			style: 'normal' as const,
		}));
	const latin = subset('latin');
	return { latin, extended: [...latin, ...subset('latin-ext')] };
}

/**
 * The fonts a card's text needs. Satori's time grows with every font it is given, so text that the
 * Latin files cover (Basic Latin, Latin-1 and general punctuation such as dashes and quotes) gets
 * only those; anything else gets Latin Extended as well.
 */
export function fontsFor(fonts: CardFonts, text: string): CardFont[] {
	const inLatinFiles = [...text].every((char) => {
		const code = char.codePointAt(0)!;
		return code <= 0xff || (code >= 0x2000 && code <= 0x206f);
	});
	return inLatinFiles ? fonts.latin : fonts.extended;
}
