import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReviewCard } from '../../lib/learning/state';
import { gradeOfPick, shuffledOrder } from '../../lib/review/question-cards';
import {
	formatInterval,
	GRADES,
	previewDue,
	spokenInterval,
	type GradeValue,
} from '../../lib/review/schedule';
import { ChoiceOptions, LETTERS } from './ChoiceOptions';

interface Props {
	card: ReviewCard;
	now: number;
	/** Position in today's queue, for "Card 3 of 12". */
	remaining: number;
	onGrade: (rating: GradeValue) => void;
	onRemove: () => void;
	/** Takes focus when it appears (after a grade), so a screen reader reads the new prompt. */
	focusPrompt: boolean;
}

const isTyping = (target: EventTarget | null) =>
	target instanceof HTMLElement && !!target.closest('input, textarea, select, [contenteditable]');

const isControl = (target: EventTarget | null) =>
	target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;

/**
 * One card: its prompt, "Show answer" (Space or Enter), then the answer with a link to read more
 * and the four grades with the interval each would give (keys 1–4). A multiple-choice card shows
 * its options in this review's order, to pick by click or key (A–D); the pick shows the answer
 * with the explanations and suggests a grade (Good if right, Again if wrong, Enter or Space takes
 * it), while 1–4 still give any grade. Its parent mounts it anew for each card (keyed by card and
 * review count).
 */
export function ReviewSession({ card, now, remaining, onGrade, onRemove, focusPrompt }: Props) {
	const [shown, setShown] = useState(false);
	const [picked, setPicked] = useState<number>();
	const options = card.content.options;
	const order = options ? shuffledOrder(options.length, `${card.id}#${card.schedule.reps}`) : [];
	const suggested = options && (picked === undefined ? 1 : gradeOfPick(options, picked));
	const pick = (index: number) => {
		setPicked(index);
		setShown(true);
	};
	const promptRef = useRef<HTMLHeadingElement>(null);
	const answerRef = useRef<HTMLDivElement>(null);

	// Mounted anew for each card (its key), so `shown` starts false for every card.
	useEffect(() => {
		if (focusPrompt) promptRef.current?.focus();
	}, [focusPrompt]);

	useEffect(() => {
		// Focus, and the answer's top at the top of the screen: the grade bar at the bottom then
		// covers none of it on a phone.
		if (!shown) return;
		answerRef.current?.focus({ preventScroll: true });
		answerRef.current?.scrollIntoView({ block: 'start' });
	}, [shown]);

	const due = previewDue(card.schedule, now);
	// One grade per card: a held key or a double tap must not grade it again before it changes.
	const graded = useRef(false);
	const once = (rating: GradeValue) => {
		if (graded.current) return;
		graded.current = true;
		onGrade(rating);
	};

	// Attached before the card is drawn, so a key pressed as soon as it shows is never lost.
	useLayoutEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
			// Space shows the answer whatever has focus, and so never presses the focused button
			// (a deck's "Add all", say); Enter keeps its meaning on buttons and links.
			if (!shown && (event.key === ' ' || event.key === 'Enter')) {
				if (event.key === 'Enter' && isControl(event.target)) return;
				// Space on a focused option picks it (the button's own press).
				if (event.target instanceof HTMLElement && event.target.closest('[data-review-option]'))
					return;
				event.preventDefault();
				setShown(true);
				return;
			}
			const letter = LETTERS.indexOf(event.key.toUpperCase());
			if (!shown && options && event.key.length === 1 && letter >= 0 && letter < order.length) {
				event.preventDefault();
				pick(order[letter]!);
				return;
			}
			// A choice card's suggested grade: Enter or Space, unless a control has focus.
			if (shown && suggested && (event.key === ' ' || event.key === 'Enter')) {
				if (isControl(event.target)) return;
				event.preventDefault();
				if (!event.repeat) once(suggested);
				return;
			}
			const grade = GRADES.find((g) => g.key === event.key);
			if (shown && grade) {
				event.preventDefault();
				if (!event.repeat) once(grade.rating);
			}
		};
		document.addEventListener('keydown', onKey);
		return () => document.removeEventListener('keydown', onKey);
	});

	return (
		<div className="review-card card p-5 sm:p-8">
			<p className="text-sm text-slate-700 dark:text-slate-300">
				{remaining} {remaining === 1 ? 'card' : 'cards'} left today · {card.content.label}
			</p>
			<h3 ref={promptRef} tabIndex={-1} className="review-prompt mt-3" data-review-prompt>
				{card.content.prompt}
			</h3>
			{shown ? (
				<>
					<div ref={answerRef} tabIndex={-1} className="review-answer mt-5" data-review-answer>
						{options ? (
							<ChoiceOptions options={options} order={order} picked={picked} shown onPick={pick} />
						) : (
							<p>{card.content.answer}</p>
						)}
						<p className="mt-3 text-sm">
							<a className="link" href={card.content.href}>
								Read more: {card.content.label}
							</a>
						</p>
					</div>
					<fieldset className="review-grade-bar mt-6">
						<legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
							How well did you remember? (keys 1–4
							{suggested ? `; Enter: ${GRADES[suggested - 1].label}` : ''})
						</legend>
						<div className="review-grades mt-2">
							{GRADES.map((grade) => (
								<button
									key={grade.rating}
									type="button"
									className={`review-grade review-grade-${grade.rating}${grade.rating === suggested ? ' review-grade-suggested' : ''}`}
									aria-keyshortcuts={grade.key}
									onClick={() => once(grade.rating)}
								>
									{/* Named by its visible word and the interval spelled out (the short form is for eyes). */}
									<span className="font-semibold">
										{grade.label}
										{grade.rating === suggested && <span className="sr-only">, suggested</span>}
										<span className="sr-only">
											, next {spokenInterval(due[grade.rating] - now)}
										</span>
									</span>
									<span className="text-sm" aria-hidden="true">
										{formatInterval(due[grade.rating] - now)}
									</span>
								</button>
							))}
						</div>
					</fieldset>
					<button type="button" className="link mt-5 min-h-6 text-sm" onClick={onRemove}>
						Remove this card from review
					</button>
				</>
			) : (
				<>
					{options && <ChoiceOptions options={options} order={order} shown={false} onPick={pick} />}
					<button
						type="button"
						className={`${options ? 'btn-secondary' : 'btn-primary'} mt-6 min-h-11 w-full sm:w-auto`}
						onClick={() => setShown(true)}
					>
						Show answer <span className="font-normal opacity-80">(Space)</span>
					</button>
				</>
			)}
		</div>
	);
}
