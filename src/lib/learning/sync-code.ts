/**
 * Sync codes: what a reader writes down to carry their progress to another device. 30 characters
 * of Crockford's base32 (digits and letters without I, L, O and U, so nothing is mistaken for
 * something else), shown as six groups of five: 29 random characters (145 bits) and a check
 * character, so a typo is caught on the device instead of looking like an unknown code.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 29;
export const CODE_LENGTH = RANDOM_CHARS + 1;

/** The check character: a position-weighted sum, so one wrong or two swapped characters show. */
function checkChar(body: string): string {
	let sum = 0;
	for (let i = 0; i < body.length; i++) sum += ALPHABET.indexOf(body[i]!) * (i + 1);
	return ALPHABET[sum % 31]!;
}

/** A new random sync code, normalised (no separators). */
export function generateCode(
	random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
	const bytes = random(new Uint8Array(RANDOM_CHARS));
	let body = '';
	// 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
	for (const byte of bytes) body += ALPHABET[byte % 32];
	return body + checkChar(body);
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
	if (checkChar(code.slice(0, RANDOM_CHARS)) !== code[RANDOM_CHARS])
		return { error: 'This code has a typo: check each group against the one you saved.' };
	return { code };
}
