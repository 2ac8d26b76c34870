/**
 * The rules a page's learning blocks follow once scripts run, written by the browser into a
 * constructed stylesheet (learning-rules.ts) before any block is drawn:
 * - only the way-on blocks of the path the reader follows show (`.path-route[data-path]`);
 * - a step the reader has done (`[data-step=key]`) shows "✓ Done" and its button offers to undo.
 * A constructed stylesheet is not an inline style, so the pages' Content-Security-Policy needs no
 * hash for it, and it applies to elements the parser has not reached yet. Pure, for its test.
 */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export function learningRules(route: string, doneSteps: string[]): string {
	const rules = [
		route
			? `.path-route:not([data-path=${quoted(route)}]){display:none}`
			: '.path-route{display:none}',
	];
	if (doneSteps.length) {
		const done = `:is(${doneSteps.map((key) => `[data-step=${quoted(key)}]`).join(',')})`;
		rules.push(
			`${done} .step-todo-label{display:none}`,
			`${done} :is(.step-done-label,.step-done-mark){display:inline}`,
		);
	}
	return rules.join('');
}
