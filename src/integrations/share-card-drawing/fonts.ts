/**
 * The fonts the cards are set in: Inter, the site's typeface, from the static WOFF files of
 * @fontsource/inter (Satori reads TTF, OTF and WOFF but not WOFF2, which is all the variable
 * package the pages use ships). Each subset's characters are read from the package's own
 * stylesheets (the `unicode-range` of its `@font-face` rules, its public interface, parsed by
 * src/lib/card-title.ts), so a card is given only the subsets its text needs.
 */
import { readFileSync } from 'node:fs';
import { parseUnicodeRanges, type Ranges } from '../../lib/card-title.ts';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_FAMILY } from './template.ts';

const WEIGHTS = [500, 600, 700, 800] as const;
export const SUBSETS = [
	'latin',
	'latin-ext',
	'greek',
	'greek-ext',
	'cyrillic',
	'cyrillic-ext',
	'vietnamese',
] as const;
type Subset = (typeof SUBSETS)[number];

export interface CardFont {
	name: string;
	data: Buffer;
	weight: (typeof WEIGHTS)[number];
	style: 'normal';
}

const require = createRequire(import.meta.url);
const packageDir = () => dirname(require.resolve('@fontsource/inter/package.json'));

/** Each subset's characters, from the `unicode-range` of its rules in the package's stylesheet. */
export function subsetRanges(css = readFileSync(join(packageDir(), '400.css'), 'utf8')) {
	const ranges = new Map<Subset, Ranges>();
	for (const [, subset, range] of css.matchAll(
		/inter-([a-z-]+)-\d+-normal\.woff2?[^}]*?unicode-range:\s*([^;]+);/g,
	)) {
		if ((SUBSETS as readonly string[]).includes(subset!))
			ranges.set(subset as Subset, parseUnicodeRanges([range!]));
	}
	for (const subset of SUBSETS)
		if (!ranges.has(subset))
			throw new Error(
				`@fontsource/inter's 400.css has no unicode-range for the "${subset}" subset: its stylesheets changed; update src/integrations/share-card-drawing/fonts.ts.`,
			);
	return ranges;
}

/** Every weight the template uses, per subset, with the characters each covers. */
export interface CardFonts {
	subsets: Map<Subset, { fonts: CardFont[]; ranges: Ranges }>;
	/** Everything the fonts can draw. */
	ranges: Ranges;
}

export function loadCardFonts(): CardFonts {
	const files = join(packageDir(), 'files');
	const subsets = new Map<Subset, { fonts: CardFont[]; ranges: Ranges }>();
	for (const [subset, ranges] of subsetRanges()) {
		subsets.set(subset, {
			ranges,
			fonts: WEIGHTS.map((weight) => ({
				name: FONT_FAMILY,
				data: readFileSync(join(files, `inter-${subset}-${weight}-normal.woff`)),
				weight,
				style: 'normal' as const,
			})),
		});
	}
	return { subsets, ranges: [...subsets.values()].flatMap((subset) => subset.ranges) };
}

/**
 * The fonts a card's text needs. Satori's time grows with every font it is given, so a card gets
 * Latin and only the other subsets whose characters its text uses.
 */
export function fontsFor(fonts: CardFonts, text: string): CardFont[] {
	const codes = [...new Set(text)].map((char) => char.codePointAt(0)!);
	const chosen: CardFont[] = [];
	for (const [name, subset] of fonts.subsets) {
		const needed =
			name === 'latin' ||
			codes.some((code) => subset.ranges.some(([start, end]) => code >= start && code <= end));
		if (needed) chosen.push(...subset.fonts);
	}
	return chosen;
}
