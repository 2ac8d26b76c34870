import { expect, test } from 'vitest';
import { inlineHtml, plainText, verdictHtml } from './rich-text.ts';

test('inlineHtml escapes everything and turns backticks into code', () => {
	expect(inlineHtml('ReLU is `max(0, z)` <b>&</b>')).toBe(
		'ReLU is <code>max(0, z)</code> &lt;b&gt;&amp;&lt;/b&gt;',
	);
	expect(inlineHtml('a `<script>` tag')).toBe('a <code>&lt;script&gt;</code> tag');
	expect(inlineHtml('one ` alone')).toBe('one ` alone');
});

test('plainText drops the backticks', () => {
	expect(plainText('ReLU is `max(0, z)`')).toBe('ReLU is max(0, z)');
});

test('verdictHtml sets the opening verdict in bold', () => {
	expect(verdictHtml('Right: composing `linear` maps.')).toBe(
		'<strong>Right:</strong> composing <code>linear</code> maps.',
	);
	expect(verdictHtml('Not quite: speed is not why.')).toBe(
		'<strong>Not quite:</strong> speed is not why.',
	);
	expect(verdictHtml('plain text')).toBe('plain text');
});
