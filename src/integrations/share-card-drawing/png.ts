/**
 * A small, lossless PNG encoder for the cards. A card is a few flat colours plus the anti-aliased
 * edges between them, usually well under 256 distinct colours, so it is written as an indexed
 * (palette) image: a third of the bytes of the RGBA file the rasteriser writes, pixel for pixel
 * the same. A picture with more colours is written as plain RGB.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE = { rgb: 2, indexed: 3 } as const;

function chunk(type: string, data: Buffer): Buffer {
	const head = Buffer.alloc(8);
	head.writeUInt32BE(data.length, 0);
	head.write(type, 4, 'latin1');
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
	return Buffer.concat([head, data, crc]);
}

function header(width: number, height: number, colourType: number): Buffer {
	const data = Buffer.alloc(13);
	data.writeUInt32BE(width, 0);
	data.writeUInt32BE(height, 4);
	data[8] = 8; // bits per sample or palette index
	data[9] = colourType;
	// compression, filter method and interlace stay 0
	return chunk('IHDR', data);
}

/**
 * The image as palette indices, one byte per pixel with a filter byte opening each row, and its
 * palette as 0xRRGGBB values; undefined if it has more than 256 colours.
 */
function indexed(
	rgba: Uint8Array,
	width: number,
	height: number,
): { raw: Buffer; colours: number[] } | undefined {
	const raw = Buffer.alloc((width + 1) * height);
	const indexOf = new Map<number, number>();
	const colours: number[] = [];
	// Neighbouring pixels are mostly the same colour: remember the last one to skip the lookup.
	let last = -1;
	let lastIndex = 0;
	for (let y = 0, p = 0; y < height; y++) {
		let out = y * (width + 1) + 1; // raw[row] stays 0: filter "none"
		for (let x = 0; x < width; x++, p += 4, out++) {
			const colour = (rgba[p] << 16) | (rgba[p + 1] << 8) | rgba[p + 2];
			if (colour !== last) {
				let index = indexOf.get(colour);
				if (index === undefined) {
					if (colours.length === 256) return undefined;
					index = colours.push(colour) - 1;
					indexOf.set(colour, index);
				}
				last = colour;
				lastIndex = index;
			}
			raw[out] = lastIndex;
		}
	}
	return { raw, colours };
}

/** RGB scanlines, each with filter 2 ("up"): large flat areas then repeat the row above as zeros. */
function truecolour(rgba: Uint8Array, width: number, height: number): Buffer {
	const stride = width * 3 + 1;
	const raw = Buffer.alloc(stride * height);
	for (let y = 0; y < height; y++) {
		raw[y * stride] = 2;
		for (let x = 0; x < width; x++) {
			const p = (y * width + x) * 4;
			for (let c = 0; c < 3; c++) {
				const above = y === 0 ? 0 : rgba[p - width * 4 + c];
				raw[y * stride + 1 + x * 3 + c] = (rgba[p + c] - above) & 0xff;
			}
		}
	}
	return raw;
}

/** Encodes opaque RGBA pixels (alpha is ignored: cards have no transparency) as a PNG. */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
	if (rgba.length !== width * height * 4)
		throw new Error(`Expected ${width}×${height} RGBA pixels, got ${rgba.length} bytes`);
	const palette = indexed(rgba, width, height);
	const chunks = [header(width, height, palette ? COLOUR_TYPE.indexed : COLOUR_TYPE.rgb)];
	if (palette) {
		const plte = Buffer.alloc(palette.colours.length * 3);
		palette.colours.forEach((colour, index) => plte.writeUIntBE(colour, index * 3, 3));
		chunks.push(chunk('PLTE', plte));
	}
	// zlib's default level: level 9 saves about a tenth of the bytes for eight times the time.
	const raw = palette ? palette.raw : truecolour(rgba, width, height);
	chunks.push(chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)));
	return Buffer.concat([SIGNATURE, ...chunks]);
}
