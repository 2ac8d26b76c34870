import type { CardOption } from '../../lib/learning/state';

export const LETTERS = 'ABCDEFGH';

interface Props {
	options: CardOption[];
	/** The options' order in this review (indexes into `options`). */
	order: number[];
	/** Index into `options` of the pick, once picked. */
	picked?: number;
	/** Whether the answer is shown: then options are marked and explained, no longer buttons. */
	shown: boolean;
	onPick: (index: number) => void;
}

/**
 * A multiple-choice card's options: buttons lettered A–D in this review's order (keys A–D pick
 * too), then, once answered, the same list marking the right answer and the pick, each with its
 * explanation.
 */
export function ChoiceOptions({ options, order, picked, shown, onPick }: Props) {
	if (!shown)
		return (
			<ol className="review-options mt-5" aria-label="Options (keys A–D)">
				{order.map((index, position) => (
					<li key={index}>
						<button
							type="button"
							className="review-option"
							aria-keyshortcuts={LETTERS[position]}
							onClick={() => onPick(index)}
							data-review-option
						>
							<span className="review-letter" aria-hidden="true">
								{LETTERS[position]}
							</span>
							<span>{options[index]!.text}</span>
						</button>
					</li>
				))}
			</ol>
		);
	return (
		<>
			<p className="font-semibold" data-review-verdict>
				{picked === undefined
					? 'Not answered.'
					: options[picked]!.correct
						? 'You picked the right answer.'
						: 'Your pick was not right.'}
			</p>
			<ol className="review-options mt-3">
				{order.map((index, position) => {
					const option = options[index]!;
					const mark = option.correct ? 'right' : index === picked ? 'wrong' : undefined;
					return (
						<li key={index} className={`review-option review-option-${mark ?? 'other'}`}>
							<span className="review-letter" aria-hidden="true">
								{LETTERS[position]}
							</span>
							<span>
								{option.text}
								{option.correct && <strong> (the right answer)</strong>}
								{index === picked && <strong> (your pick)</strong>}
								{mark && <span className="mt-1 block text-base">{option.why}</span>}
							</span>
						</li>
					);
				})}
			</ol>
		</>
	);
}
