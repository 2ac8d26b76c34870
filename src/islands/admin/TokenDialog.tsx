import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { useTokenGate } from './use-token-gate';

export interface TokenPrompt {
	/** Why the token is asked for again (after a 401), or null for the first time. */
	problem: string | null;
}

/**
 * Asks for the admin token in a native modal <dialog> (focus is trapped, Escape cancels and the
 * browser returns focus to where it was). Opened on the first write, after a 401, or by the
 * Unlock button.
 */
export default function TokenDialog({ gate }: { gate: ReturnType<typeof useTokenGate> }) {
	const { tokenPrompt: prompt, submitToken, cancelToken } = gate;
	const dialogRef = useRef<HTMLDialogElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const [value, setValue] = useState('');
	const [empty, setEmpty] = useState(false);
	const id = useId();
	const open = prompt !== null;

	useEffect(() => {
		const dialog = dialogRef.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			setValue('');
			setEmpty(false);
			dialog.showModal();
			inputRef.current?.focus();
		} else if (!open && dialog.open) {
			dialog.close();
		}
	}, [open, prompt]);

	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const token = value.trim();
		if (!token) {
			setEmpty(true);
			inputRef.current?.focus();
			return;
		}
		submitToken(token);
	};

	const problemId = `${id}-problem`;
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;

	return (
		<dialog
			ref={dialogRef}
			aria-labelledby={`${id}-title`}
			aria-describedby={prompt?.problem ? `${problemId} ${hintId}` : hintId}
			className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
			onCancel={(event) => {
				event.preventDefault();
				cancelToken();
			}}
		>
			<form className="space-y-4 p-6" onSubmit={submit} noValidate>
				<h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 dark:text-white">
					Unlock editing
				</h2>
				{prompt?.problem && (
					<p
						id={problemId}
						className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
					>
						{prompt.problem}
					</p>
				)}
				<div>
					<label className="label" htmlFor={`${id}-token`}>
						Admin token
					</label>
					<input
						ref={inputRef}
						id={`${id}-token`}
						name="token"
						type="password"
						className="field font-mono"
						autoComplete="off"
						spellCheck={false}
						required
						value={value}
						aria-invalid={empty || undefined}
						aria-describedby={empty ? `${errorId} ${hintId}` : hintId}
						onChange={(event) => {
							setValue(event.target.value);
							if (event.target.value.trim()) setEmpty(false);
						}}
					/>
					{empty && (
						<p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
							Enter the admin token.
						</p>
					)}
					<p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
						Changes to the glossary need the admin token. It is kept only in this browser tab and
						sent with each change.
					</p>
				</div>
				<div className="flex flex-wrap gap-3">
					<button type="submit" className="btn-primary">
						Unlock
					</button>
					<button type="button" className="btn-secondary" onClick={cancelToken}>
						Cancel
					</button>
				</div>
			</form>
		</dialog>
	);
}
