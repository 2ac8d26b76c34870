import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ensurePrivateDir, localAdminToken } from './lib.ts';

let dir: string;
const saved = process.env.ADMIN_TOKEN;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-lib-'));
	delete process.env.ADMIN_TOKEN;
});
afterEach(() => {
	rmSync(dir, { recursive: true, force: true });
	if (saved === undefined) delete process.env.ADMIN_TOKEN;
	else process.env.ADMIN_TOKEN = saved;
});

describe('localAdminToken', () => {
	test('generates a long token once, in a folder only its owner can read, then reuses it', () => {
		const file = join(dir, 'data', 'admin-token');
		const first = localAdminToken(file);
		expect(first.source).toBe('generated');
		expect(first.token.length).toBeGreaterThanOrEqual(24);
		expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
		expect(statSync(file).mode & 0o777).toBe(0o600);
		expect(localAdminToken(file)).toEqual({ token: first.token, source: 'file' });
	});

	test('prefers ADMIN_TOKEN when it is set', () => {
		process.env.ADMIN_TOKEN = 'x'.repeat(30);
		expect(localAdminToken(join(dir, 'admin-token'))).toEqual({
			token: 'x'.repeat(30),
			source: 'env',
		});
	});
});

describe('ensurePrivateDir', () => {
	test('makes an existing folder private', () => {
		const data = join(dir, 'open');
		ensurePrivateDir(data);
		expect(statSync(data).mode & 0o777).toBe(0o700);
	});
});
