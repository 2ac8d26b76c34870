import { expect, test } from 'vitest';
import { firstErrorLine, nextPublication } from './publication.ts';
import { describePublication } from '../lib/admin/publication.ts';

const start = {
	state: 'published',
	last_success_at: null,
	last_failure: null,
	waiting_since: null,
} as const;

test('a save waits, builds, and is published; saves during a build wait for the next', () => {
	const waiting = nextPublication(start, { type: 'requested' }, 'T1');
	expect(waiting).toMatchObject({ state: 'waiting', waiting_since: 'T1' });
	expect(nextPublication(waiting, { type: 'requested' }, 'T2').waiting_since).toBe('T1');
	const building = nextPublication(waiting, { type: 'building' }, 'T3');
	expect(nextPublication(building, { type: 'published' }, 'T4')).toEqual({
		state: 'published',
		last_success_at: 'T4',
		last_failure: null,
		waiting_since: null,
	});
	expect(nextPublication(building, { type: 'published', more: true }, 'T4')).toMatchObject({
		state: 'waiting',
		waiting_since: 'T4',
	});
});

test('a failure keeps the last success, and the admin screen says both', () => {
	const published = nextPublication(start, { type: 'published' }, '2026-11-26T10:00:00.000Z');
	const failed = nextPublication(
		published,
		{ type: 'failed', error: 'Invalid term "x".' },
		'2026-11-26T11:30:00.000Z',
	);
	expect(failed).toMatchObject({ state: 'failed', last_success_at: '2026-11-26T10:00:00.000Z' });
	const said = describePublication({ mode: 'local', ...failed });
	expect(said.problem).toBe(true);
	expect(said.text).toBe(
		'Your saves are kept, but the pages could not be rebuilt (11:30 UTC): Invalid term "x". The pages still show the build of 10:00 UTC.',
	);
	expect(describePublication({ mode: 'local', ...published }).text).toBe(
		'The pages are up to date (last built 10:00 UTC).',
	);
	expect(describePublication({ mode: 'off', ...failed }).problem).toBe(false);
});

test('the first error line skips colour codes, timestamps and lines before the error', () => {
	expect(firstErrorLine('a\nb')).toBe('a');
	expect(firstErrorLine('')).toBe('The build stopped without saying why.');
	expect(firstErrorLine('10:00:00 info\n\u001b[31mError: boom\u001b[39m')).toBe('Error: boom');
});
