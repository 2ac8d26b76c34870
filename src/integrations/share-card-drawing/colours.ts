/**
 * The card's colours, read from the brand tokens in the site's stylesheet (`--color-brand-*` in
 * src/styles/global.css), so a change of palette reaches the cards on the next build.
 */

/** The brand shades the card uses. */
const SHADES = ['100', '300', '500', '700', '900', '950'] as const;
export type BrandShade = (typeof SHADES)[number];
export type BrandColours = Record<BrandShade, string>;

/**
 * Reads `--color-brand-<shade>: #rrggbb;` declarations. Throws if one the card needs is missing
 * or not a hex colour (the renderer draws hex colours; a silent fallback would hide the change).
 */
export function brandColours(css: string): BrandColours {
	const found = new Map<string, string>();
	for (const match of css.matchAll(/--color-brand-(\d+)\s*:\s*([^;]+);/g))
		found.set(match[1], match[2].trim());
	const colours = {} as BrandColours;
	for (const shade of SHADES) {
		const value = found.get(shade);
		if (!value || !/^#[0-9a-f]{6}$/i.test(value)) {
			throw new Error(
				`Share cards need --color-brand-${shade} as a #rrggbb colour in the site stylesheet (found ${value ?? 'nothing'})`,
			);
		}
		colours[shade] = value;
	}
	return colours;
}
