/**
 * Questions, answers and explanations are plain text in which `backticks` mark code or a
 * formula. This turns such text into safe HTML (everything escaped, backticks to <code>).
 */
export const ESCAPES: Readonly<Record<string, string>> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export function inlineHtml(text: string): string {
	return text
		.split(/(`[^`]+`)/)
		.map((part) =>
			part.length > 2 && part.startsWith('`') && part.endsWith('`')
				? `<code>${escapeHtml(part.slice(1, -1))}</code>`
				: escapeHtml(part),
		)
		.join('');
}

/** The text without its backticks (for card text and announcements). */
export const plainText = (text: string) => text.replace(/`([^`]+)`/g, '$1');

/**
 * An explanation whose verdict ("Right:", "No:", "Not quite:") is set in bold, so it stands out
 * in words as well as in the option's colour.
 */
export function verdictHtml(text: string): string {
	const match = /^([A-Z][a-z]+(?: [a-z]+)?[:.])\s*/.exec(text);
	if (!match) return inlineHtml(text);
	return `<strong>${escapeHtml(match[1]!)}</strong> ${inlineHtml(text.slice(match[0].length))}`;
}
