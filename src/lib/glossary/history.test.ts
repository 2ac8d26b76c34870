import { describe, expect, test } from 'vitest';
import { compareVersions, describeSaves, publicChanges, type RevisionSummary } from './history.ts';
import { termInput } from '../../../tests/helpers/terms.ts';

describe('compareVersions', () => {
	test('lists only the fields that differ, as words kept, removed and added', () => {
		const older = termInput({ comprehensive_definition: 'Introduced by Rosenblatt in 1957.' });
		const newer = termInput({ comprehensive_definition: 'Introduced by Rosenblatt in 1958.' });
		const [only, ...rest] = compareVersions(older, newer);
		expect(rest).toEqual([]);
		expect(only!.field).toBe('comprehensive_definition');
		expect(only!.label).toBe('Comprehensive definition');
		expect(only!.parts).toEqual([
			{ kind: 'same', text: 'Introduced by Rosenblatt in ' },
			{ kind: 'removed', text: '1957' },
			{ kind: 'added', text: '1958' },
			{ kind: 'same', text: '.' },
		]);
	});
	test('an empty field and no value are the same; the same version compares as nothing', () => {
		const term = termInput({ aliases: '' });
		expect(compareVersions(term, { ...term, aliases: null })).toEqual([]);
	});
});

const revision = (overrides: Partial<RevisionSummary>): RevisionSummary => ({
	revision: 1,
	action: 'update',
	term: 'Perceptron',
	slug: 'perceptron',
	changed: ['comprehensive_definition'],
	editor: 'ana',
	note: null,
	show_editor: false,
	created_at: '2026-11-20T10:00:00.000Z',
	...overrides,
});

describe('publicChanges', () => {
	test('keeps editors’ changes to the text, newest first, names only where the editor chose', () => {
		const changes = publicChanges([
			revision({ revision: 1, action: 'import', changed: [] }),
			revision({ revision: 2, note: 'Fixed the year of the paper', show_editor: true }),
			revision({ revision: 3, changed: ['meta_title'], created_at: '2026-11-21T00:00:00.000Z' }),
			revision({
				revision: 4,
				changed: ['examples', 'short_definition'],
				created_at: '2026-11-22T00:00:00.000Z',
			}),
		]);
		expect(changes).toEqual([
			{
				date: '2026-11-22T00:00:00.000Z',
				note: 'Updated: examples and short definition.',
			},
			{ date: '2026-11-20T10:00:00.000Z', note: 'Fixed the year of the paper', editor: 'ana' },
		]);
	});
	test('a delete is not a change readers see', () => {
		expect(publicChanges([revision({ action: 'delete', changed: [] })])).toEqual([]);
	});
});

describe('describeSaves', () => {
	test('names who saved each revision, when (UTC) and its number, oldest first (review finding 18)', () => {
		const saves = [
			revision({ revision: 8, editor: 'bea', created_at: '2026-11-28T21:55:00.000Z' }),
			revision({ revision: 7, editor: 'admin', created_at: '2026-11-28T21:50:00.000Z' }),
		];
		expect(describeSaves(saves)).toBe(
			'admin at 28 Nov 2026, 21:50 UTC (revision 7) and bea at 28 Nov 2026, 21:55 UTC (revision 8)',
		);
	});
});
