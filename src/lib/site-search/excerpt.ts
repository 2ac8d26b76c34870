/** One run of excerpt text; `mark` runs are the words that matched the query. */
export interface ExcerptPart {
	text: string;
	mark: boolean;
}

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
		if (code[0] === '#') {
			const point =
				code[1] === 'x' || code[1] === 'X'
					? parseInt(code.slice(2), 16)
					: parseInt(code.slice(1), 10);
			return Number.isFinite(point) && point > 0 && point <= 0x10ffff
				? String.fromCodePoint(point)
				: whole;
		}
		return ENTITIES[code.toLowerCase()] ?? whole;
	});
}

/**
 * Splits an excerpt from the search index (escaped text with the matches wrapped in `<mark>`) into
 * plain text runs, so the dialog renders it as text and never as HTML. Any other tag is dropped.
 * @example excerptParts('a <mark>b</mark> &amp; c') // [{ text: 'a ', mark: false }, { text: 'b', mark: true }, { text: ' & c', mark: false }]
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
	const parts: ExcerptPart[] = [];
	let mark = false;
	for (const token of excerpt.split(/(<\/?[a-z][^>]*>)/i)) {
		if (/^<\/?[a-z]/i.test(token)) {
			const tag = /^<(\/?)mark\b/i.exec(token);
			if (tag) mark = tag[1] !== '/';
			continue;
		}
		const text = decodeEntities(token);
		if (!text) continue;
		const last = parts.at(-1);
		if (last && last.mark === mark) last.text += text;
		else parts.push({ text, mark });
	}
	return parts;
}
