import { describe, expect, test } from 'vitest';
import { pickVoice } from './speech.ts';

describe('pickVoice', () => {
	test('prefers a named US English voice', () => {
		const voices = [
			{ name: 'Daniel', lang: 'en-GB' },
			{ name: 'Fred', lang: 'en-US' },
			{ name: 'Samantha', lang: 'en-US' },
		];
		expect(pickVoice(voices)?.name).toBe('Samantha');
	});
	test('then any en-US voice, then any English voice', () => {
		expect(
			pickVoice([
				{ name: 'Daniel', lang: 'en-GB' },
				{ name: 'Fred', lang: 'en_US' },
			])?.name,
		).toBe('Fred');
		expect(
			pickVoice([
				{ name: 'Anna', lang: 'de-DE' },
				{ name: 'Daniel', lang: 'en-GB' },
			])?.name,
		).toBe('Daniel');
	});
	test('returns nothing without an English voice', () => {
		expect(pickVoice([{ name: 'Anna', lang: 'de-DE' }])).toBeUndefined();
	});
});
