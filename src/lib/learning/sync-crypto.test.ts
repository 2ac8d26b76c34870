import { describe, expect, test } from 'vitest';
import { generateCode } from './sync-code.ts';
import { decryptState, deriveKeys, encryptState } from './sync-crypto.ts';
import { emptyState, markStep } from './state.ts';

describe('sync encryption', () => {
	test('one code gives the same id on every device, and different codes different ids', async () => {
		const code = generateCode();
		expect((await deriveKeys(code)).id).toBe((await deriveKeys(code)).id);
		expect((await deriveKeys(code)).id).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect((await deriveKeys(generateCode())).id).not.toBe((await deriveKeys(code)).id);
	});

	test('a state encrypted with a code opens with that code only, and shows nothing readable', async () => {
		const code = generateCode();
		const state = markStep(emptyState(), 'guide:neural-networks', true, 42);
		const { key } = await deriveKeys(code);
		const blob = await encryptState(state, key);
		expect(Buffer.from(blob, 'base64url').toString('latin1')).not.toContain('neural');
		expect(await decryptState(blob, key)).toEqual(state);
		const other = await deriveKeys(generateCode());
		await expect(decryptState(blob, other.key)).rejects.toThrow();
	});

	test('the id does not reveal the key: the id is not the key material', async () => {
		const { id, key } = await deriveKeys(generateCode());
		expect(key.extractable).toBe(false);
		expect(id).not.toContain('=');
	});

	test('the write key is the same on every device, and is neither the id nor another code’s', async () => {
		const code = generateCode();
		const keys = await deriveKeys(code);
		expect(keys.writeKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(keys.writeKey).toBe((await deriveKeys(code)).writeKey);
		expect(keys.writeKey).not.toBe(keys.id);
		expect((await deriveKeys(generateCode())).writeKey).not.toBe(keys.writeKey);
	});
});
