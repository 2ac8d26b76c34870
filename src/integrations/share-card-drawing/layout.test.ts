import { expect, test } from 'vitest';
import { textRuns } from './layout.ts';

test('reads each <text> run of an SVG, its attributes and its text with entities decoded', () => {
	const svg =
		'<svg width="1200" height="630" viewBox="0 0 1200 630" xmlns="http://www.w3.org/2000/svg">' +
		'<g><text x="64" y="120.5" width="88" font-size="56" font-weight="700">Q&amp;A:</text>' +
		'<text x="152" y="120.5" width="140.25" font-size="56" font-weight="700">&quot;it&#x27;s&quot; &lt;b&gt;</text></g>' +
		'<rect x="0" y="0" width="10" height="10"/></svg>';
	expect(textRuns(svg)).toEqual([
		{ text: 'Q&A:', x: 64, y: 120.5, width: 88, fontSize: 56, fontWeight: 700 },
		{ text: '"it\'s" <b>', x: 152, y: 120.5, width: 140.25, fontSize: 56, fontWeight: 700 },
	]);
});
