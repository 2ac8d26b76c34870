import { expect, test } from 'vitest';
import { verdict } from './bench-timings.ts';

test('a figure within its limit passes, one above is over, and one without a limit is reported', () => {
	expect(verdict({ label: 'x', limitMs: 150 }, { ms: 150 })).toEqual({
		limit: 150,
		result: 'PASS',
	});
	expect(verdict({ label: 'x', limitMs: 150 }, { ms: 150.1 })).toEqual({
		limit: 150,
		result: 'OVER',
	});
	expect(verdict({ label: 'x' }, { ms: 9999 })).toEqual({ result: 'reported' });
});

test('a wait that must last is short below its limit, and a run’s own limit replaces the fixed one', () => {
	expect(verdict({ label: 'x', limitMs: 800, atLeast: true }, { ms: 799 }).result).toBe('SHORT');
	expect(verdict({ label: 'x', limitMs: 800, atLeast: true }, { ms: 1200 }).result).toBe('PASS');
	expect(verdict({ label: 'x' }, { ms: 700, limitMs: 600 })).toEqual({
		limit: 600,
		result: 'OVER',
	});
});
