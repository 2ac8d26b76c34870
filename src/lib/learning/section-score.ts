/**
 * A checkpoint block's score line, in the words the page shows from its first paint (earlier
 * answers restored by learning-page.ts) and the CheckpointQuiz island keeps once it runs.
 */
export function sectionScore(right: number, answered: number, total: number): string {
	if (answered === 0) return '';
	return `${right} of ${answered} right ${
		answered < total ? `(${total - answered} to go in this section).` : 'in this section.'
	}`;
}
