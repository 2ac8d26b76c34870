import { describe, expect, test } from 'vitest';
import { ApiError, NamedFailure } from './api-client.ts';
import { describeFailure } from './failure.ts';

const failure = (name: string, status: number, body: unknown) =>
	new NamedFailure(name, new ApiError(status, `${status}: ${JSON.stringify(body)}`, body));

describe('describeFailure', () => {
	test('a 409 names the field and keeps the server reason', () => {
		const info = describeFailure(
			failure('Failed to create term', 409, {
				error: 'A term named "X" already exists.',
				field: 'term',
			}),
		);
		expect(info).toMatchObject({
			name: 'Failed to create term',
			status: 409,
			field: 'term',
			detail: 'A term named "X" already exists.',
			unauthorized: false,
		});
		expect(info.message).toBe('Failed to create term: A term named "X" already exists.');
	});
	test('a 401 is flagged', () => {
		const info = describeFailure(
			failure('Failed to delete term', 401, { error: 'The admin token is not valid.' }),
		);
		expect(info.unauthorized).toBe(true);
		expect(info.detail).toBe('The admin token is not valid.');
	});
	test('an error without a JSON body gets a plain explanation', () => {
		expect(
			describeFailure(
				new NamedFailure('Failed to update term', new ApiError(404, '404: Not Found', null)),
			).detail,
		).toMatch(/no longer exists/);
		expect(
			describeFailure(
				new NamedFailure('Failed to update term', new ApiError(502, '502: Bad Gateway', null)),
			).detail,
		).toMatch(/server had a problem/);
	});
	test("a server error's status is shown instead of its internal message", () => {
		const info = describeFailure(failure('Fetch failed', 500, { error: 'Internal error' }));
		expect(info.detail).toBe(
			'The server had a problem (status 500). Please try again in a moment.',
		);
	});
	test('a network failure says so', () => {
		const info = describeFailure(
			new NamedFailure('Failed to fetch glossary terms', new TypeError('Failed to fetch')),
		);
		expect(info.status).toBeUndefined();
		expect(info.detail).toMatch(/could not be reached/);
	});
	test('any other error keeps its message', () => {
		expect(describeFailure(new Error('boom'), 'Failed').message).toBe('Failed: boom');
	});
});
