import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LearnerState } from '../../lib/learning/state';
import { updateState } from '../../lib/learning/store';
import {
	cloze,
	OWN_CARD_LIMITS,
	ownCardProblems,
	type OwnCardResult,
	type OwnCardText,
} from '../../lib/review/own-cards';

interface Props {
	/** The text of the card edited; a new card starts empty, or as the cloze of `picked`. */
	initial?: OwnCardText;
	/** The sentence the card is made from, and the phrase its cloze hides at first. */
	picked?: { sentence: string; phrase: string };
	/** Keeps the card in the state, or says what stops it (each problem naming its field). */
	change: (state: LearnerState, text: OwnCardText, now: number) => OwnCardResult;
	onSaved: () => void;
	onCancel: () => void;
	saveLabel: string;
}

/**
 * A card's prompt and answer, editable, with their limits: a field past its limit is named and
 * nothing typed is lost (the text stays in the field to shorten). Made from a sentence, it offers
 * the cloze: the phrase typed in "Hide" is blanked in the prompt and becomes the answer.
 */
export function OwnCardForm({ initial, picked, change, onSaved, onCancel, saveLabel }: Props) {
	const [text, setText] = useState(() =>
		picked ? cloze(picked.sentence, picked.phrase) : (initial ?? { prompt: '', answer: '' }),
	);
	const [hidden, setHidden] = useState(picked?.phrase ?? '');
	const [problems, setProblems] = useState<string[]>([]);
	const [busy, setBusy] = useState(false);
	const ids = { hide: useId(), prompt: useId(), answer: useId(), problems: useId() };
	const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
	useEffect(() => first.current?.focus(), []);

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		let found = ownCardProblems(text);
		if (found.length) return setProblems(found);
		setBusy(true);
		try {
			await updateState((state) => {
				const result = change(state, text, Date.now());
				if ('state' in result) return result.state;
				found = result.problems;
				return state;
			});
		} catch {
			found = ["Couldn't save the card: this browser would not keep it."];
		} finally {
			setBusy(false);
		}
		setProblems(found);
		if (!found.length) onSaved();
	};

	/** The prompt or the answer, and how many characters it has of its most. */
	const field = (name: 'prompt' | 'answer', label: string, rows: number) => {
		const length = text[name].trim().length;
		const most = OWN_CARD_LIMITS[name];
		return (
			<>
				<label className="label mt-3" htmlFor={ids[name]}>
					{label}
				</label>
				<textarea
					ref={name === 'prompt' && !picked ? first : undefined}
					id={ids[name]}
					className="field w-full"
					rows={rows}
					value={text[name]}
					aria-describedby={problems.length ? ids.problems : undefined}
					onChange={(e) => setText({ ...text, [name]: e.target.value })}
				/>
				<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
					<span
						className={length > most ? 'font-semibold text-red-700 dark:text-red-300' : undefined}
					>
						{length} / {most}
					</span>{' '}
					characters
				</p>
			</>
		);
	};

	return (
		<form onSubmit={(e) => void submit(e)} noValidate>
			{picked && (
				<>
					<label className="label" htmlFor={ids.hide}>
						Hide this word or phrase (cloze)
					</label>
					<input
						ref={first}
						id={ids.hide}
						className="field min-h-11 w-full"
						value={hidden}
						onChange={(e) => {
							setHidden(e.target.value);
							setText(cloze(picked.sentence, e.target.value));
						}}
					/>
				</>
			)}
			{field('prompt', 'Prompt', 3)}
			{field('answer', 'Answer', 2)}
			<div id={ids.problems} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
				{problems.map((problem) => (
					<p key={problem}>{problem}</p>
				))}
			</div>
			<div className="mt-4 flex flex-wrap gap-3">
				<button type="submit" className="btn-primary min-h-11" disabled={busy}>
					{saveLabel}
				</button>
				<button type="button" className="btn-secondary min-h-11" onClick={onCancel}>
					Cancel
				</button>
			</div>
		</form>
	);
}
