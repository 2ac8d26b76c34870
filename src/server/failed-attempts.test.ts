import { describe, expect, test } from 'vitest';
import { FailedAttempts } from './failed-attempts.ts';

describe('FailedAttempts', () => {
	test('refuses a client after 5 wrong tokens in a minute, until the minute ends', () => {
		const attempts = new FailedAttempts();
		for (let i = 0; i < 4; i++) attempts.recordFailure('a', 1000 + i);
		expect(attempts.retryAfterSeconds('a', 1010)).toBe(0);
		attempts.recordFailure('a', 1020);
		expect(attempts.retryAfterSeconds('a', 1030)).toBe(60);
		expect(attempts.retryAfterSeconds('a', 31_000)).toBe(30);
		expect(attempts.retryAfterSeconds('b', 1030)).toBe(0);
		expect(attempts.retryAfterSeconds('a', 61_000)).toBe(0);
	});

	test('a right token clears the record', () => {
		const attempts = new FailedAttempts();
		for (let i = 0; i < 4; i++) attempts.recordFailure('a', 1000);
		attempts.recordSuccess('a');
		attempts.recordFailure('a', 1000);
		expect(attempts.retryAfterSeconds('a', 1000)).toBe(0);
	});

	test('remembers a bounded number of clients', () => {
		const attempts = new FailedAttempts({ maxClients: 100 });
		for (let i = 0; i < 10_000; i++) attempts.recordFailure(`client-${i}`, 1000);
		expect(attempts.size).toBe(100);
	});
});
