import { describe, expect, test } from 'vitest';
import { DatabaseFailure, classifyDatabaseError, isBusy } from './db-errors.ts';

const coded = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

describe('classifyDatabaseError', () => {
	test('names locks, damage and unreachable databases by SQLite code', () => {
		expect(classifyDatabaseError(coded('SQLITE_BUSY'))?.kind).toBe('busy');
		expect(classifyDatabaseError(coded('SQLITE_CORRUPT'))?.kind).toBe('corrupt');
		expect(classifyDatabaseError(coded('SQLITE_NOTADB'))?.kind).toBe('corrupt');
		expect(classifyDatabaseError(coded('SQLITE_CANTOPEN'))?.kind).toBe('unavailable');
	});
	test('looks through the cause chain for network errors under the remote client', () => {
		const fetchFailed = new TypeError('fetch failed', { cause: coded('ECONNREFUSED') });
		expect(classifyDatabaseError(fetchFailed)?.kind).toBe('unavailable');
	});
	test('leaves everything else to be a bug', () => {
		expect(
			classifyDatabaseError(new TypeError("Cannot read properties of undefined (reading 'id')")),
		).toBeUndefined();
		expect(classifyDatabaseError(coded('SQLITE_ERROR'))).toBeUndefined();
		expect(classifyDatabaseError(coded('SQLITE_CONSTRAINT'))).toBeUndefined();
		expect(classifyDatabaseError('boom')).toBeUndefined();
	});
	test('keeps a DatabaseFailure as it is', () => {
		const failure = new DatabaseFailure('busy');
		expect(classifyDatabaseError(failure)).toBe(failure);
		expect(isBusy(failure)).toBe(true);
	});
});
