import { describe, expect, test } from 'vitest';
import { FailedAttempts, addressGroup } from './failed-attempts.ts';

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

	test('a client being refused is not forgotten to make room for others', () => {
		const attempts = new FailedAttempts({ maxClients: 100 });
		for (let i = 0; i < 5; i++) attempts.recordFailure('locked', 1000);
		for (let i = 0; i < 10_000; i++) attempts.recordFailure(`client-${i}`, 1000);
		expect(attempts.size).toBe(100);
		expect(attempts.retryAfterSeconds('locked', 2000)).toBeGreaterThan(0);
	});

	test('an attempt counted ahead can be given back', () => {
		const attempts = new FailedAttempts();
		for (let i = 0; i < 5; i++) attempts.recordFailure('a', 1000);
		attempts.release('a', 1000);
		expect(attempts.retryAfterSeconds('a', 1000)).toBe(0);
	});

	test('remembers a bounded number of clients', () => {
		const attempts = new FailedAttempts({ maxClients: 100 });
		for (let i = 0; i < 10_000; i++) attempts.recordFailure(`client-${i}`, 1000);
		expect(attempts.size).toBe(100);
	});
});

test('IPv6 addresses count by their /64, IPv4 ones each on their own', () => {
	expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
	expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
	expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
	expect(addressGroup('2001:db8:0:0:ffff::1')).toBe('2001:db8:0:0::/64');
	expect(addressGroup('2001:0db8:0000:0000:1:2:3:4')).toBe('2001:db8:0:0::/64');
	expect(addressGroup('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
	expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
	expect(addressGroup('::1')).toBe('0:0:0:0::/64');
});
