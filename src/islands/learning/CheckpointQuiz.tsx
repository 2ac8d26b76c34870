import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { stepKey } from '../../lib/learning/progress';
import { answerKey, markStep, recordAnswer, type LearnerState } from '../../lib/learning/state';
import { sectionScore } from '../../lib/learning/section-score';
import { updateState } from '../../lib/learning/store';
import { SectionReviewControls, textOf, useSectionReview } from './SectionReview';

interface Props {
	guide: string;
	guideTitle: string;
	/** The `##` heading id the block closes. */
	section: string;
	/** Ids of the block's multiple-choice questions (the scored ones). */
	scored: string[];
	/** Scored questions in the whole guide: all answered marks the guide done. */
	guideTotal: number;
	/** The questions, server-rendered by Checkpoint.astro. */
	children?: ReactNode;
}

interface Result {
	choice: number;
	correct: boolean;
}

/** How many of the guide's questions the store has answers for. */
const answeredIn = (state: LearnerState, guide: string) =>
	Object.keys(state.answers).filter((key) => key.startsWith(`${guide}/`)).length;

/**
 * A guide's "Check your understanding" block once scripts run. The questions are server-rendered
 * children that already work alone (Checkpoint.astro); this adds:
 * - the verdict and explanation of each pick, announced in a status line;
 * - the first pick of each question on this visit kept in the learner's store, which sets the
 *   guide's mastery and marks the section done (and the guide, once all its questions are
 *   answered) in every learning path;
 * - a question missed goes to review at once, and "Practise this section later" adds all the
 *   block's questions (SectionReview.tsx), with "undo";
 * - the block's score;
 * - earlier answers, which the page restored before its first paint (restore-answers.ts), taken
 *   as this visit's picks, with "Try again" to answer the block afresh (the new picks replace
 *   them in the store).
 */
export default function CheckpointQuiz({
	guide,
	guideTitle,
	section,
	scored,
	guideTotal,
	children,
}: Props) {
	const [results, setResults] = useState<Record<string, Result>>({});
	const [announcement, setAnnouncement] = useState('');
	const review = useSectionReview(guide, guideTitle, section);
	const [failure, setFailure] = useState<string>();
	const [restored, setRestored] = useState(false);

	const save = async (question: string, result: Result, answeredHere: number) => {
		const now = Date.now();
		try {
			await updateState((current) => {
				let next = recordAnswer(current, answerKey(guide, question), result, now);
				if (answeredHere >= scored.length)
					next = markStep(next, stepKey({ guide, section }), true, now);
				if (answeredIn(next, guide) >= guideTotal)
					next = markStep(next, stepKey({ guide }), true, now);
				return next;
			});
			setFailure(undefined);
		} catch {
			setFailure('Your answers could not be kept in this browser (storage is blocked or full).');
		}
	};

	/** A pick: its verdict is announced; the first pick of each question on this visit is kept. */
	const picked = useRef<Record<string, Result>>({});
	const pick = (input: HTMLInputElement) => {
		const item = input.closest<HTMLElement>('[data-question]');
		const option = input.closest('.cq-option');
		const question = item?.dataset.question;
		if (!item || !option || !question) return;
		const correct = option.hasAttribute('data-correct');
		// The explanation starts with its verdict ("Right:", "No:").
		const why = textOf(option.querySelector('.cq-why'));
		const right = textOf(item.querySelector('.cq-option[data-correct] .cq-text')).replace(
			/\.$/,
			'',
		);
		const verdict = correct ? why : `${why} The right answer: ${right}.`;
		setAnnouncement(verdict);
		if (picked.current[question]) return;
		if (!correct)
			void review.addMissed(item).then((added) => {
				if (added) setAnnouncement(`${verdict} The question is now in your review.`);
			});
		const result = { choice: Number(input.value), correct };
		const next = { ...picked.current, [question]: result };
		picked.current = next;
		setResults(next);
		void save(question, result, scored.filter((id) => next[id]).length);
	};

	const onChange = (event: { target: EventTarget }) => {
		const input = event.target as HTMLInputElement;
		if (input.type === 'radio') pick(input);
	};

	// On hydration: answers the page restored are this visit's picks, as they were kept; a pick the
	// reader made before this island ran (the radio checked natively, the replayed click changing
	// nothing) is taken from the page. Before the first paint of the island, so its score stays put.
	const root = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		const earlier: Record<string, Result> = {};
		for (const input of root.current?.querySelectorAll<HTMLInputElement>(
			'li[data-restored] input[type="radio"]:checked',
		) ?? []) {
			const question = input.closest<HTMLElement>('[data-question]')!.dataset.question!;
			const correct = !!input.closest('.cq-option[data-correct]');
			earlier[question] = { choice: Number(input.value), correct };
		}
		if (Object.keys(earlier).length) {
			picked.current = { ...earlier, ...picked.current };
			setResults(picked.current);
			setRestored(true);
		}
		root.current
			?.querySelectorAll<HTMLInputElement>('li:not([data-restored]) input[type="radio"]:checked')
			.forEach(pick);
		// Only once, on hydration.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	/** Clears the block's answers on the page, so the next picks count (and replace the kept ones). */
	const tryAgain = () => {
		const block = root.current;
		if (!block) return;
		for (const item of block.querySelectorAll('li[data-question]')) {
			item.removeAttribute('data-restored');
			for (const input of item.querySelectorAll<HTMLInputElement>('input:checked'))
				input.checked = false;
			item.querySelector('details')?.removeAttribute('open');
		}
		picked.current = {};
		setResults({});
		setRestored(false);
		review.clear();
		setAnnouncement('Your answers in this section are cleared: pick again.');
		block.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
	};

	const answered = scored.filter((id) => results[id]).length;
	const right = scored.filter((id) => results[id]?.correct).length;

	return (
		// Changes come from the server-rendered radio buttons inside (an inline script moves between
		// options on arrow keys, from before this island loads: src/lib/learning/learning-page.ts).
		<div ref={root} className="cq-quiz" onChange={onChange}>
			{/* The questions answer natively before hydration; "Try again" below waits for it. */}
			<div data-works-before-hydration>{children}</div>
			{/* Heard, not seen: each verdict is shown beside its option (checkpoint.css). */}
			<p role="status" className="cq-announce sr-only">
				{announcement}
			</p>
			<div className="mt-4 flex flex-col items-start gap-2">
				{/* Written by the page before this island runs when earlier answers come back. */}
				<p className="font-semibold" data-section-score suppressHydrationWarning>
					{sectionScore(right, answered, scored.length)}
				</p>
				<button
					type="button"
					className="btn-secondary min-h-11"
					data-try-again
					hidden={!restored}
					onClick={tryAgain}
				>
					Try again
				</button>
				<SectionReviewControls review={review} />
				{failure && <p role="alert">{failure}</p>}
			</div>
		</div>
	);
}
