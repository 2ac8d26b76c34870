import { describe, expect, test } from 'vitest';
import { readServerEnv } from './env.ts';

describe('readServerEnv', () => {
	test('uses LIBSQL_URL and its token, or the Turso names', () => {
		expect(
			readServerEnv({ LIBSQL_URL: 'libsql://x.turso.io', LIBSQL_AUTH_TOKEN: 't' }),
		).toMatchObject({
			databaseUrl: 'libsql://x.turso.io',
			databaseAuthToken: 't',
			readOnly: false,
		});
		expect(
			readServerEnv({ TURSO_DATABASE_URL: 'libsql://y', TURSO_AUTH_TOKEN: 'u' }).databaseAuthToken,
		).toBe('u');
	});
	test('defaults to the local embedded file', () => {
		expect(readServerEnv({})).toMatchObject({
			databaseUrl: 'file:.data/atlas.db',
			readOnly: false,
		});
		expect(readServerEnv({ DATABASE_FILE: '/tmp/x.db' }).databaseUrl).toBe('file:/tmp/x.db');
	});
	test('serves the bundled read-only database on Netlify without a configured database', () => {
		expect(readServerEnv({ AWS_LAMBDA_FUNCTION_NAME: 'glossary' })).toMatchObject({
			databaseUrl: 'file:.data/bundled.db',
			readOnly: true,
		});
	});
	test('keeps a named local file under local emulation', () => {
		expect(
			readServerEnv({ AWS_LAMBDA_FUNCTION_NAME: 'glossary', DATABASE_FILE: '/tmp/x.db' }).readOnly,
		).toBe(false);
		expect(
			readServerEnv({ AWS_LAMBDA_FUNCTION_NAME: 'glossary', NETLIFY_DEV: 'true' }).readOnly,
		).toBe(false);
	});
});
