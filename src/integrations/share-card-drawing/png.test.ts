import { Resvg } from '@resvg/resvg-js';
import { describe, expect, test } from 'vitest';
import { encodePng } from './png.ts';

/** Decodes a PNG with resvg (an independent decoder) by drawing it as an SVG image, 1:1. */
function decode(png: Buffer, width: number, height: number): Uint8Array {
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
	return new Uint8Array(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels);
}

/** Opaque RGBA pixels from a colour function. */
function image(
	width: number,
	height: number,
	colour: (x: number, y: number) => [number, number, number],
): Uint8Array {
	const rgba = new Uint8Array(width * height * 4);
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) rgba.set([...colour(x, y), 255], (y * width + x) * 4);
	}
	return rgba;
}

const colourType = (png: Buffer) => png[25];

describe('encodePng', () => {
	test('writes a few-colour picture as a palette image, pixel for pixel', async () => {
		const rgba = image(40, 30, (x, y) =>
			x < 20 ? [30, 27, 75] : y < 15 ? [255, 255, 255] : [x * 6, 100, 200],
		);
		const png = await encodePng(rgba, 40, 30);
		expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
		expect(colourType(png)).toBe(3);
		expect(png.readUInt32BE(16)).toBe(40);
		expect(png.readUInt32BE(20)).toBe(30);
		expect(decode(png, 40, 30)).toEqual(rgba);
	});

	test('falls back to RGB, still lossless, past 256 colours', async () => {
		const rgba = image(64, 64, (x, y) => [x * 4, y * 4, (x + y) % 256]);
		const png = await encodePng(rgba, 64, 64);
		expect(colourType(png)).toBe(2);
		expect(decode(png, 64, 64)).toEqual(rgba);
	});

	test('refuses pixels that do not match the stated size', async () => {
		await expect(encodePng(new Uint8Array(10), 2, 2)).rejects.toThrow(/2×2/);
	});
});
