import { expect, test } from 'vitest';
import { pathThrough, readable, scale, steps } from './plot';

test('a scale maps the domain onto the range, backwards too', () => {
	const y = scale([0, 10], [200, 0]);
	expect(y(0)).toBe(200);
	expect(y(10)).toBe(0);
	expect(y(2.5)).toBe(150);
});

test('a path goes through the points with rounded coordinates', () => {
	expect(
		pathThrough([
			[0, 0],
			[10.26, 5.04],
		]),
	).toBe('M0 0L10.3 5');
});

test('steps include both ends', () => {
	expect(steps(-1, 1, 5)).toEqual([-1, -0.5, 0, 0.5, 1]);
});

test('numbers read as a person writes them', () => {
	expect(readable(0.000123456)).toBe('0.000123');
	expect(readable(1234.5678)).toBe('1230');
	expect(readable(2.5e-7)).toBe('2.5×10^-7');
	expect(readable(Infinity)).toBe('infinity');
});
