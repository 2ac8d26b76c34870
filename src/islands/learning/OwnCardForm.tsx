import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
	cloze,
	OWN_CARD_LIMITS,
	ownCardProblems,
	type OwnCardText,
} from '../../lib/review/own-cards';

interface Props {
	/** The text the fields start with. */
	initial: OwnCardText;
	/** The sentence the card was made from: offers a cloze (a word or phrase of it hidden). */
	sentence?: string;
	/** The phrase the cloze hides at first. */
	phrase?: string;
	/** Saves the card; returns what stopped it (each naming its field), none when saved. */
	onSave: (text: OwnCardText) => Promise<string[]>;
	onCancel: () => void;
	saveLabel: string;
}

/**
 * A card's prompt and answer, editable, with their limits: a field past its limit is named and
 * nothing typed is lost (the text stays in the field to shorten). Made from a sentence, it offers
 * the cloze: the phrase typed in "Hide" is blanked in the prompt and becomes the answer.
 */
export function OwnCardForm({ initial, sentence, phrase, onSave, onCancel, saveLabel }: Props) {
	const [text, setText] = useState(initial);
	const [hidden, setHidden] = useState(phrase ?? '');
	const [problems, setProblems] = useState<string[]>([]);
	const [busy, setBusy] = useState(false);
	const ids = { hide: useId(), prompt: useId(), answer: useId(), problems: useId() };
	const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
	useEffect(() => first.current?.focus(), []);

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const found = ownCardProblems(text);
		if (found.length) return setProblems(found);
		setBusy(true);
		try {
			setProblems(await onSave(text));
		} catch {
			setProblems(["Couldn't save the card: this browser would not keep it."]);
		} finally {
			setBusy(false);
		}
	};

	const counter = (value: string, most: number) => {
		const length = value.trim().length;
		return (
			<span className={length > most ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
				{length} / {most}
			</span>
		);
	};

	return (
		<form onSubmit={(e) => void submit(e)} noValidate>
			{sentence !== undefined && (
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
							setText(cloze(sentence, e.target.value));
						}}
					/>
				</>
			)}
			<label className="label mt-3" htmlFor={ids.prompt}>
				Prompt
			</label>
			<textarea
				ref={sentence === undefined ? first : undefined}
				id={ids.prompt}
				className="field w-full"
				rows={3}
				value={text.prompt}
				aria-describedby={problems.length ? ids.problems : undefined}
				onChange={(e) => setText({ ...text, prompt: e.target.value })}
			/>
			<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				{counter(text.prompt, OWN_CARD_LIMITS.prompt)} characters
			</p>
			<label className="label mt-3" htmlFor={ids.answer}>
				Answer
			</label>
			<textarea
				id={ids.answer}
				className="field w-full"
				rows={2}
				value={text.answer}
				aria-describedby={problems.length ? ids.problems : undefined}
				onChange={(e) => setText({ ...text, answer: e.target.value })}
			/>
			<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				{counter(text.answer, OWN_CARD_LIMITS.answer)} characters
			</p>
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
