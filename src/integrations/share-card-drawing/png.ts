/**
 * The cards' PNG encoding. A card is a few flat colours plus the anti-aliased edges between them,
 * usually well under 256 distinct colours, so sharp writes it as an indexed (palette) image: a
 * third of the bytes of the RGBA file the rasteriser writes, and, with no dithering and that few
 * colours, pixel for pixel the same. A picture with more colours is written as plain RGB, since
 * a palette would have to approximate it.
 */
import sharp from 'sharp';

const MAX_PALETTE = 256;

/** Encodes opaque RGBA pixels (alpha is dropped: cards have no transparency) as a PNG. */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
	if (rgba.length !== width * height * 4)
		throw new Error(`Expected ${width}×${height} RGBA pixels, got ${rgba.length} bytes`);
	const colours = new Set<number>();
	for (let p = 0; p < rgba.length && colours.size <= MAX_PALETTE; p += 4)
		colours.add((rgba[p]! << 16) | (rgba[p + 1]! << 8) | rgba[p + 2]!);
	const palette = colours.size <= MAX_PALETTE;
	return sharp(rgba, { raw: { width, height, channels: 4 } })
		.removeAlpha()
		.png(palette ? { palette, colours: MAX_PALETTE, dither: 0 } : {})
		.toBuffer();
}
