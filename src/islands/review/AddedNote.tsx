import { removeFromReview } from '../../lib/review/review-store';

/** What adding cards to review did, and the cards it added (which "undo" takes out again). */
export interface Added {
	text: string;
	added: string[];
}

interface Props {
	note: Added;
	/** The words of the link to /review, e.g. "Review now". */
	link: string;
	/** Hears the note that replaces this one once "undo" has taken the cards out. */
	onUndone: (note: Added) => void;
}

/** "6 cards added. Review now or undo.": the link and the undo only when cards were added. */
export function AddedNote({ note, link, onUndone }: Props) {
	const undo = () =>
		void removeFromReview(note.added).then(() =>
			onUndone({ text: 'Removed from your review.', added: [] }),
		);
	return (
		<>
			{note.text}{' '}
			{note.added.length > 0 && (
				<>
					<a className="link" href="/review">
						{link}
					</a>{' '}
					or{' '}
					<button type="button" className="link min-h-6" onClick={undo}>
						undo
					</button>
					.
				</>
			)}
		</>
	);
}
