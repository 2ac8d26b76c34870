import { describe, expect, test } from 'vitest';
import { readView, snap, viewQuery } from './view-state';

const settings = {
	lr: { min: 0.05, max: 1.2, step: 0.05 },
	start: { min: -5, max: 5, step: 1 },
	kind: { options: ['relu', 'sigmoid'] },
};

describe('snap', () => {
	test('clamps to the range and rounds to the step without float noise', () => {
		expect(snap(1.234, settings.lr)).toBe(1.2);
		expect(snap(0.3, settings.lr)).toBe(0.3);
		expect(snap(0.33, settings.lr)).toBe(0.35);
		expect(snap(-3, settings.lr)).toBe(0.05);
		expect(snap(99, settings.start)).toBe(5);
		expect(snap(2.4, settings.start)).toBe(2);
	});
});

describe('readView', () => {
	test('reads valid settings and ignores the rest', () => {
		expect(readView('?lr=0.6&start=-2&kind=sigmoid', settings)).toEqual({
			lr: 0.6,
			start: -2,
			kind: 'sigmoid',
		});
		expect(readView('?lr=abc&kind=tanh&start=', settings)).toEqual({});
		expect(readView('?lr=7', settings)).toEqual({ lr: 1.2 });
		expect(readView('', settings)).toEqual({});
	});
});

describe('viewQuery', () => {
	test('names only what differs from the defaults, and reads back the same view', () => {
		const defaults = { lr: 0.1, start: 4, kind: 'relu' };
		const state = { lr: 0.6, start: 4, kind: 'sigmoid' };
		const query = viewQuery(state, defaults);
		expect(query).toBe('?lr=0.6&kind=sigmoid');
		expect({ ...defaults, ...readView(query, settings) }).toEqual(state);
		expect(viewQuery(defaults, defaults)).toBe('');
	});
});
