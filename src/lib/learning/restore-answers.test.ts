// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { restoreAnswers } from './restore-answers.ts';

/** A checkpoint block as the page has it: two choice questions, a recall one, score and Try again. */
const BLOCK = `
	<section data-guide="attention">
		<ol>
			<li data-question="q1">
				<div class="cq-option" data-correct><input type="radio" name="cq-q1" value="0" /></div>
				<div class="cq-option"><input type="radio" name="cq-q1" value="1" /></div>
			</li>
			<li data-question="q2">
				<div class="cq-option"><input type="radio" name="cq-q2" value="0" /></div>
				<div class="cq-option" data-correct><input type="radio" name="cq-q2" value="1" /></div>
			</li>
			<li data-question="q3" data-recall><details><summary>Show</summary></details></li>
		</ol>
		<p data-section-score></p>
		<button data-try-again hidden>Try again</button>
	</section>`;

const radio = (question: string, value: number) =>
	document.querySelector<HTMLInputElement>(`input[name="cq-${question}"][value="${value}"]`)!;

afterEach(() => {
	document.body.innerHTML = '';
	document.dispatchEvent(new Event('DOMContentLoaded'));
});

describe('restoreAnswers', () => {
	test('checks the options picked before, writes the score and shows Try again', () => {
		document.body.innerHTML = BLOCK;
		restoreAnswers({ 'attention/q1': 0 });
		expect(radio('q1', 0).checked).toBe(true);
		expect(radio('q1', 0).closest('li')!.hasAttribute('data-restored')).toBe(true);
		expect(radio('q2', 0).checked || radio('q2', 1).checked).toBe(false);
		expect(document.querySelector('[data-section-score]')!.textContent).toBe(
			'1 of 1 right (1 to go in this section).',
		);
		expect(document.querySelector<HTMLElement>('[data-try-again]')!.hidden).toBe(false);
	});

	test('restores blocks the parser adds after it ran, answers of other guides aside', async () => {
		restoreAnswers({ 'attention/q1': 1, 'attention/q2': 1, 'other/q1': 0 });
		document.body.insertAdjacentHTML('beforeend', BLOCK);
		await new Promise((resolve) => setTimeout(resolve));
		expect(radio('q1', 1).checked).toBe(true);
		expect(radio('q2', 1).checked).toBe(true);
		expect(document.querySelector('[data-section-score]')!.textContent).toBe(
			'1 of 2 right in this section.',
		);
	});

	test('without earlier answers it leaves the page alone', () => {
		document.body.innerHTML = BLOCK;
		restoreAnswers({});
		expect(document.querySelectorAll('input:checked')).toHaveLength(0);
		expect(document.querySelector<HTMLElement>('[data-try-again]')!.hidden).toBe(true);
	});
});
