import { describe, expect, test } from 'vitest';
import { TOKEN_STORAGE_KEY, clearToken, readToken, saveToken } from './token.ts';

function memoryStorage() {
	const map = new Map<string, string>();
	return {
		map,
		getItem: (key: string) => map.get(key) ?? null,
		setItem: (key: string, value: string) => void map.set(key, value),
		removeItem: (key: string) => void map.delete(key),
	};
}

describe('token storage', () => {
	test('saves, reads and clears the token under its sessionStorage key', () => {
		const storage = memoryStorage();
		expect(readToken(storage)).toBeNull();
		saveToken('  secret  ', storage);
		expect(storage.map.get(TOKEN_STORAGE_KEY)).toBe('secret');
		expect(readToken(storage)).toBe('secret');
		clearToken(storage);
		expect(storage.map.has(TOKEN_STORAGE_KEY)).toBe(false);
		expect(readToken(storage)).toBeNull();
	});
	test('an empty token clears it', () => {
		const storage = memoryStorage();
		saveToken('x', storage);
		saveToken('   ', storage);
		expect(readToken(storage)).toBeNull();
	});
	test('falls back to memory when storage throws', () => {
		const blocked = {
			getItem: () => {
				throw new Error('SecurityError');
			},
			setItem: () => {
				throw new Error('SecurityError');
			},
			removeItem: () => {
				throw new Error('SecurityError');
			},
		};
		saveToken('kept', blocked);
		expect(readToken(blocked)).toBe('kept');
		clearToken(blocked);
		expect(readToken(blocked)).toBeNull();
	});
	test('a working storage is the only source: clearing it elsewhere forgets the token', () => {
		const storage = memoryStorage();
		saveToken('secret', storage);
		storage.map.clear();
		expect(readToken(storage)).toBeNull();
	});
	test('works with no storage at all (server rendering)', () => {
		clearToken(null);
		expect(readToken(null)).toBeNull();
	});
});
