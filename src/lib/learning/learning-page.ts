/**
 * What a guide or an article with learning blocks does before they are drawn, once scripts run
 * (inlined once, at the start of its first learning block, by learning-script.ts):
 * - writes the page's learning rules: the path followed, done steps (learning-rules.ts);
 * - checks again the options the reader picked earlier in this guide's checkpoints, with their
 *   blocks' scores (restore-answers.ts);
 * - makes the arrow keys move between a checkpoint question's options without picking one (a
 *   native radio group checks every option the arrows pass, and a checkpoint keeps the first pick
 *   as the answer), so only a click or Space answers, from before the question's island loads.
 */
import { readDigest } from './digest.ts';
import { applyLearningRules, storage } from './learning-rules.ts';
import { restoreAnswers } from './restore-answers.ts';

const ARROWS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

function arrowsMoveWithoutAnswering(event: KeyboardEvent) {
	const input = event.target;
	const step = ARROWS[event.key];
	if (!step || !(input instanceof HTMLInputElement) || !input.closest('.cq fieldset')) return;
	if (event.altKey || event.ctrlKey || event.metaKey) return;
	const radios = [
		...input.closest('fieldset')!.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
	];
	event.preventDefault();
	radios[(radios.indexOf(input) + step + radios.length) % radios.length]?.focus();
}

export function startLearningPage(): void {
	applyLearningRules();
	restoreAnswers(readDigest(storage()).answers);
	document.addEventListener('keydown', arrowsMoveWithoutAnswering, true);
}
