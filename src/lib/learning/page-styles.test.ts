import { describe, expect, test } from 'vitest';
import { learningRules } from './page-styles';

describe('learningRules', () => {
	test('without a route every way-on block is hidden; with one, only its blocks show', () => {
		expect(learningRules('', [])).toBe('.path-route{display:none}');
		expect(learningRules('ai-from-zero', [])).toBe(
			'.path-route:not([data-path="ai-from-zero"]){display:none}',
		);
	});
	test('done steps swap their button words and show "✓ Done"', () => {
		const css = learningRules('', ['section:ai-fundamentals#how-to-start', 'guide:edge-ai']);
		expect(css).toContain(
			':is([data-step="section:ai-fundamentals#how-to-start"],[data-step="guide:edge-ai"]) .step-todo-label{display:none}',
		);
		expect(css).toContain(':is(.step-done-label,.step-done-mark){display:inline}');
	});
	test('a quote in a key cannot end the attribute selector', () => {
		expect(learningRules('', ['terms:a"b'])).toContain('[data-step="terms:a\\"b"]');
	});
});
