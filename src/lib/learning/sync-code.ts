/**
 * Sync codes: what a reader writes down to carry their progress to another device. 30 characters
 * of Crockford's base32 (digits and letters without I, L, O and U, so nothing is mistaken for
 * something else), shown as six groups of five: 28 random characters (140 bits) and two check
 * characters, so a typo is caught on the device instead of looking like an unknown code.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 28;
const CHECK_CHARS = 2;
export const CODE_LENGTH = RANDOM_CHARS + CHECK_CHARS;
/** A prime above any weighted difference one typo can make (31 × 28), so every one is caught. */
const CHECK_MODULUS = 1021;

/**
 * The check characters: a position-weighted sum modulo a prime, written in two characters. One
 * wrong character changes the sum by (difference × position), never a multiple of 1021; two
 * swapped neighbours change it by their difference.
 */
function checkChars(body: string): string {
	let sum = 0;
	for (let i = 0; i < body.length; i++) sum += ALPHABET.indexOf(body[i]!) * (i + 1);
	const check = sum % CHECK_MODULUS;
	return ALPHABET[Math.floor(check / 32)]! + ALPHABET[check % 32]!;
}

/** A new random sync code, normalised (no separators). */
export function generateCode(
	random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
	const bytes = random(new Uint8Array(RANDOM_CHARS));
	let body = '';
	// 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
	for (const byte of bytes) body += ALPHABET[byte % 32];
	return body + checkChars(body);
}

/** The code as shown to readers: six groups of five, e.g. `7KQ2M-…`. */
export function formatCode(code: string): string {
	return code.match(/.{1,5}/g)?.join('-') ?? code;
}

export type ParsedCode = { code: string } | { error: string };

/**
 * Reads a code as a reader typed it: any case, spaces or hyphens anywhere, O for 0 and I or L for
 * 1. Says what is wrong with it otherwise.
 */
export function parseCode(input: string): ParsedCode {
	const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
	if (!code) return { error: 'Enter your sync code.' };
	const stray = [...code].find((char) => !ALPHABET.includes(char));
	if (stray) return { error: `A sync code has no “${stray}”: check that character.` };
	if (code.length !== CODE_LENGTH)
		return {
			error: `A sync code has ${CODE_LENGTH} characters (six groups of five); this one has ${code.length}.`,
		};
	if (checkChars(code.slice(0, RANDOM_CHARS)) !== code.slice(RANDOM_CHARS))
		return { error: 'This code has a typo: check each group against the one you saved.' };
	return { code };
}
