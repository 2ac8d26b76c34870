import { describe, expect, test } from 'vitest';
import { ApiError, NamedFailure } from '../api-client.ts';
import { describeWriteFailure } from './errors.ts';

const failure = (name: string, status: number, body: unknown) =>
	new NamedFailure(name, new ApiError(status, `${status}: ${JSON.stringify(body)}`, body));

describe('describeWriteFailure', () => {
	test('a 409 names the form field', () => {
		expect(
			describeWriteFailure(
				failure('Failed to create term', 409, { error: 'Taken.', field: 'term' }),
			).field,
		).toBe('term');
	});
	test('a 400 naming a non-form field has no field', () => {
		expect(
			describeWriteFailure(
				failure('Failed to update term', 400, { error: 'Unknown field: id.', field: 'id' }),
			).field,
		).toBeUndefined();
	});
});
