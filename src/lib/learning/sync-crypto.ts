/**
 * End-to-end encryption of the learner's state for sync. From a sync code the browser derives,
 * with HKDF-SHA-256, three unrelated values: the id the server files the space under, the write
 * key the server asks for before overwriting or deleting it (so an id seen somewhere is not
 * enough), and an AES-GCM key that never leaves the device. The state is compressed, then encrypted with a fresh
 * 96-bit nonce; the server stores `nonce ‖ ciphertext` and can read nothing. A code has 140 random
 * bits, so a fast key derivation is enough: there is nothing to guess faster than the code itself.
 */
import { parseState, type LearnerState } from './state.ts';

const SALT = new TextEncoder().encode('ai-atlas sync v1');
const AAD = new TextEncoder().encode('ai-atlas learner state v1');

export interface SyncKeys {
	/** The server's name for the space (base64url of 32 bytes). */
	id: string;
	/** What the server asks for to overwrite or delete the space (base64url of 32 bytes). */
	writeKey: string;
	key: CryptoKey;
}

const toBase64Url = (bytes: Uint8Array) => {
	let binary = '';
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string) => {
	const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
	return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

export async function deriveKeys(code: string): Promise<SyncKeys> {
	const material = await crypto.subtle.importKey(
		'raw',
		new TextEncoder().encode(code),
		'HKDF',
		false,
		['deriveBits', 'deriveKey'],
	);
	const hkdf = (info: string) => ({
		name: 'HKDF',
		hash: 'SHA-256',
		salt: SALT,
		info: new TextEncoder().encode(info),
	});
	const bits = async (info: string) =>
		toBase64Url(new Uint8Array(await crypto.subtle.deriveBits(hkdf(info), material, 256)));
	const key = await crypto.subtle.deriveKey(
		hkdf('state key'),
		material,
		{ name: 'AES-GCM', length: 256 },
		false,
		['encrypt', 'decrypt'],
	);
	return { id: await bits('space id'), writeKey: await bits('space write key'), key };
}

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
	const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
	return new Uint8Array(await new Response(output).arrayBuffer());
}

/** The state as the server will hold it: base64url of nonce ‖ AES-GCM(deflate(JSON)). */
export async function encryptState(state: LearnerState, key: CryptoKey): Promise<string> {
	const plain = await transform(
		new TextEncoder().encode(JSON.stringify(state)),
		new CompressionStream('deflate-raw'),
	);
	const nonce = crypto.getRandomValues(new Uint8Array(12));
	const sealed = new Uint8Array(
		await crypto.subtle.encrypt(
			{ name: 'AES-GCM', iv: nonce, additionalData: AAD },
			key,
			plain as BufferSource,
		),
	);
	const message = new Uint8Array(nonce.length + sealed.length);
	message.set(nonce);
	message.set(sealed, nonce.length);
	return toBase64Url(message);
}

/** Opens a blob made by encryptState; throws when the key is not the one it was sealed with. */
export async function decryptState(blob: string, key: CryptoKey): Promise<LearnerState> {
	const message = fromBase64Url(blob);
	const plain = await crypto.subtle.decrypt(
		{ name: 'AES-GCM', iv: message.slice(0, 12), additionalData: AAD },
		key,
		message.slice(12),
	);
	const json = await transform(new Uint8Array(plain), new DecompressionStream('deflate-raw'));
	return parseState(JSON.parse(new TextDecoder().decode(json)));
}
