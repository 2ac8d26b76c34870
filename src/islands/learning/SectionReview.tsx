import { useEffect, useRef, useState } from 'react';
import { describeAdd } from '../../lib/review/cards';
import { questionCard, type QuestionText } from '../../lib/review/question-cards';
import { addToReview } from '../../lib/review/review-store';
import { AddedNote, type Added } from '../review/AddedNote';

/** An element's text as read, white space collapsed. */
export const textOf = (element: Element | null | undefined) =>
	(element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A question as its page shows it (Checkpoint.astro), read from its `li[data-question]`. */
function questionOnPage(item: Element, guide: string, guideTitle: string, section: string) {
	const base = {
		guide,
		guideTitle,
		section,
		id: (item as HTMLElement).dataset.question!,
		prompt: textOf(item.querySelector('.cq-prompt')).replace(/^\d+\.\s*/, ''),
	};
	if (item.hasAttribute('data-recall'))
		return { ...base, answer: textOf(item.querySelector('.cq-reveal p')) } satisfies QuestionText;
	const options = [...item.querySelectorAll('.cq-option')].map((option) => ({
		text: textOf(option.querySelector('.cq-text')),
		correct: option.hasAttribute('data-correct'),
		why: textOf(option.querySelector('.cq-why')),
	}));
	return { ...base, options } satisfies QuestionText;
}

interface Note extends Added {
	/** Whether the note answers "Practise this section later" (which then goes). */
	practised?: boolean;
}

/**
 * A checkpoint block's review cards: a question missed goes to review at once (its card made from
 * the page), "Practise this section later" adds all the block's questions, and the note saying so
 * offers "undo".
 */
export function useSectionReview(guide: string, guideTitle: string, section: string) {
	const [note, setNote] = useState<Note>();
	const cardsOf = (items: Element[]) =>
		items.map((item) => questionCard(questionOnPage(item, guide, guideTitle, section)));

	/** Adds a missed question; resolves to whether it was not in review before. */
	const addMissed = async (item: Element) => {
		const { added } = await addToReview(cardsOf([item]));
		if (!added.length) return false;
		setNote((previous) => {
			const all = [...(previous && !previous.practised ? previous.added : []), ...added];
			return {
				text:
					all.length === 1
						? 'The question you missed is now in your review.'
						: `The ${all.length} questions you missed are now in your review.`,
				added: all,
			};
		});
		return true;
	};

	const practise = async (block: Element | null) => {
		const outcome = await addToReview(
			cardsOf([...(block?.querySelectorAll('[data-question]') ?? [])]),
		);
		setNote({ text: describeAdd(outcome), added: outcome.added, practised: true });
	};

	return { note, setNote, addMissed, practise, clear: () => setNote(undefined) };
}

type SectionReview = ReturnType<typeof useSectionReview>;

/** "Practise this section later", and the note of what went to review with "undo". */
export function SectionReviewControls({ review }: { review: SectionReview }) {
	const { note } = review;
	// A pressed control that goes hands focus to what it did.
	const noteRef = useRef<HTMLParagraphElement>(null);
	useEffect(() => {
		if (note && (!document.activeElement || document.activeElement === document.body))
			noteRef.current?.focus();
	}, [note]);

	return (
		<>
			{!note?.practised && (
				<button
					type="button"
					className="btn-secondary min-h-11"
					onClick={(event) => void review.practise(event.currentTarget.closest('.cq-quiz'))}
				>
					Practise this section later
				</button>
			)}
			{note && (
				<p ref={noteRef} tabIndex={-1} data-review-note>
					<AddedNote note={note} link="Go to review" onUndone={review.setNote} />
				</p>
			)}
		</>
	);
}
