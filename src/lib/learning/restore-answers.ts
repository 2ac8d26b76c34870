/**
 * Earlier answers come back: as the parser reaches a checkpoint's options, the option the reader
 * picked before (the progress digest's `answers`) is checked again, so its verdict and
 * explanation show by the checkpoint's own CSS; the block's score line is written and its "Try
 * again" shown. All of it before the block is first drawn, so nothing moves. Questions restored
 * are marked `data-restored`, for the CheckpointQuiz island, which takes over once it runs.
 */
import { sectionScore } from './section-score.ts';

/** Checks a restored radio, or fills in a block's score and "Try again" once they are parsed. */
function restore(element: Element, answers: Record<string, number>) {
	const block = element.closest<HTMLElement>('[data-guide]');
	const guide = block?.dataset.guide;
	if (!block || !guide) return;
	if (element instanceof HTMLInputElement && element.type === 'radio') {
		const item = element.closest<HTMLElement>('[data-question]');
		if (item && answers[`${guide}/${item.dataset.question}`] === Number(element.value)) {
			element.checked = true;
			item.setAttribute('data-restored', '');
		}
		return;
	}
	const restored = block.querySelectorAll('li[data-restored]:not([data-recall])');
	if (!restored.length) return;
	if (element.matches('[data-section-score]')) {
		const total = block.querySelectorAll('li[data-question]:not([data-recall])').length;
		const right = [...restored].filter((item) =>
			item.querySelector('.cq-option[data-correct] input:checked'),
		).length;
		element.textContent = sectionScore(right, restored.length, total);
	} else if (element.matches('[data-try-again]')) element.removeAttribute('hidden');
}

const WATCHED = 'input[type="radio"], [data-section-score], [data-try-again]';

export function restoreAnswers(answers: Record<string, number>): void {
	if (!Object.keys(answers).length) return;
	const seen = (node: Node) => {
		if (!(node instanceof Element)) return;
		if (node.matches(WATCHED)) restore(node, answers);
		for (const inner of node.querySelectorAll(WATCHED)) restore(inner, answers);
	};
	// Elements the parser has already reached (none, when this runs before the first block).
	seen(document.body);
	const observer = new MutationObserver((records) => {
		for (const record of records) record.addedNodes.forEach(seen);
	});
	observer.observe(document.body, { childList: true, subtree: true });
	document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
