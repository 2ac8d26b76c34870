import { expect, test } from 'vitest';
import { emptyState } from '../learning/state.ts';
import { addCards, contentVersion } from './cards.ts';
import { staleTerms } from './card-refresh.ts';

const content = (version: string, prompt = 'p') => ({
	prompt,
	answer: 'a',
	href: '/glossary/x',
	label: 'X',
	version,
});

test('finds terms whose published cards changed, or whose cards came without their text', () => {
	let state = addCards(
		emptyState(),
		[
			{ id: 'term:same:definition', content: content('a') },
			{ id: 'term:same:name', content: content('b') },
			{ id: 'term:changed:definition', content: content('c') },
			{ id: 'term:synced:definition', content: content('d', '') },
			{ id: 'question:guide/q', content: content('e') },
		],
		0,
	).state;
	const versions = {
		same: contentVersion('a', 'b'),
		changed: contentVersion('c2'),
		synced: contentVersion('d'),
	};
	expect(staleTerms(state, versions).sort()).toEqual(['changed', 'synced']);
	state = { ...state };
	expect(staleTerms(state, {})).toEqual([]);
});
