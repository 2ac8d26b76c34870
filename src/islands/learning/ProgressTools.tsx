import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { formatCode } from '../../lib/learning/sync-code';
import {
	loadSyncSettings,
	refreshDigest,
	updateState,
	type SyncSettings,
} from '../../lib/learning/store';
import { resetProgress } from '../../lib/learning/state';

type Sync = typeof import('../../lib/learning/sync');
/** The sync code (crypto, merging) loads only when the reader uses sync. */
const loadSync = (): Promise<Sync> => import('../../lib/learning/sync');

/**
 * Most actions replace the control pressed (Turn on sync, Turn sync off here, a confirmed reset):
 * focus then goes to what happened rather than to the top of the page. Checked a moment later, once
 * a confirmation has closed too.
 */
function focusIfLost(pressed: Element | null, target: () => HTMLElement | null) {
	setTimeout(() => {
		const active = document.activeElement;
		if ((pressed && !pressed.isConnected) || !active || active === document.body) target()?.focus();
	}, 50);
}

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The reader's progress tools on /learn: sync between devices through a code (start, join with a
 * code from another device, sync now, show the code, stop or delete the synced copy) and reset.
 * It hydrates on the reader's first interaction (a click is replayed, never lost); on a device
 * where sync is on, it then syncs at once, so changes made elsewhere show here.
 */
export default function ProgressTools() {
	/** Undefined until read from the store: both panels are rendered and the page's CSS shows the
	 * one the paint script guessed (`<html data-sync-on>`), so nothing is wrong before this runs. */
	const [settings, setSettings] = useState<SyncSettings | null>();
	const [newCode, setNewCode] = useState<string>();
	const [showCode, setShowCode] = useState(false);
	const [busy, setBusy] = useState(false);
	const [message, setMessage] = useState<string>();
	const [problem, setProblem] = useState<string>();
	const statusRef = useRef<HTMLParagraphElement>(null);
	const problemRef = useRef<HTMLParagraphElement>(null);

	const run = async (work: () => Promise<string | void>) => {
		const pressed = document.activeElement;
		setBusy(true);
		setProblem(undefined);
		setMessage(undefined);
		try {
			const done = await work();
			if (done) setMessage(done);
		} catch (cause) {
			setProblem(cause instanceof Error ? cause.message : 'Something went wrong. Try again.');
		} finally {
			setSettings((await loadSyncSettings().catch(() => undefined)) ?? null);
			setBusy(false);
			focusIfLost(pressed, () => problemRef.current ?? statusRef.current);
		}
	};

	useEffect(() => {
		void (async () => {
			const current = await loadSyncSettings().catch(() => undefined);
			setSettings(current ?? null);
			await refreshDigest().catch(() => undefined);
			if (current) {
				try {
					await (await loadSync()).syncNow();
					setSettings((await loadSyncSettings()) ?? null);
				} catch {
					// Offline or the server is away: the reader can sync by hand; progress stays here.
				}
			}
		})();
	}, []);

	const start = () =>
		run(async () => {
			const code = await (await loadSync()).startSync();
			setNewCode(code);
			return 'Sync is on. Write the code down, or keep it in a password manager.';
		});

	const join = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		const form = event.currentTarget;
		// Read from the form: a code typed before this island ran is in the field, not in state.
		const typed = String(new FormData(form).get('code') ?? '');
		void run(async () => {
			await (await loadSync()).joinSync(typed);
			form.reset();
			return 'This device is now synced: progress from both devices is merged.';
		});
	};

	const code = newCode ?? (showCode ? settings?.code : undefined);

	return (
		<div className="mt-5 grid gap-6">
			{settings !== null && (
				<div className="card p-5" data-sync-guess={settings ? undefined : 'on'}>
					<p className="font-semibold text-slate-900 dark:text-white">Sync is on on this device.</p>
					{settings && (
						<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
							Last synced {timeFormat.format(settings.syncedAt)}.
						</p>
					)}
					<div className="mt-3 flex flex-wrap gap-3">
						<button
							type="button"
							className="btn-primary min-h-11"
							disabled={busy}
							onClick={() =>
								void run(async () => {
									await (await loadSync()).syncNow();
									return 'Synced.';
								})
							}
						>
							Sync now
						</button>
						<button
							type="button"
							className="btn-secondary min-h-11"
							onClick={() => setShowCode(!showCode)}
						>
							{showCode ? 'Hide my code' : 'Show my code'}
						</button>
						<button
							type="button"
							className="btn-secondary min-h-11"
							disabled={busy}
							onClick={() =>
								void run(async () => {
									await (await loadSync()).stopSync({ forget: false });
									setNewCode(undefined);
									return 'Sync is off on this device. Your progress stays here.';
								})
							}
						>
							Turn sync off here
						</button>
						<ConfirmAction
							label="Delete the synced copy"
							question="Delete the copy on the server for every device?"
							confirm="Yes, delete it"
							disabled={busy}
							onConfirm={() =>
								run(async () => {
									await (await loadSync()).stopSync({ forget: true });
									setNewCode(undefined);
									return 'The synced copy is deleted from the server. Progress on each device stays there.';
								})
							}
						/>
					</div>
				</div>
			)}
			{!settings && (
				<div className="card p-5" data-sync-guess={settings === undefined ? 'off' : undefined}>
					<h3 className="font-semibold text-slate-900 dark:text-white">Sync my progress</h3>
					<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
						Get a code here, then type it on your other device.
					</p>
					<button
						type="button"
						className="btn-primary mt-3 min-h-11"
						disabled={busy}
						onClick={() => void start()}
					>
						Turn on sync
					</button>
					<JoinForm busy={busy} onSubmit={join} />
				</div>
			)}
			{code && <CodeCard code={code} onNote={setMessage} />}
			<p
				ref={statusRef}
				tabIndex={-1}
				role="status"
				className="text-sm text-slate-800 dark:text-slate-200"
			>
				{busy ? 'Working…' : message}
			</p>
			{problem && (
				<p
					ref={problemRef}
					tabIndex={-1}
					role="alert"
					className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
				>
					{problem}
				</p>
			)}
			<ConfirmAction
				label="Reset my progress"
				question="Forget every step done and every answer? Review cards are kept."
				confirm="Yes, reset"
				disabled={busy}
				onConfirm={() =>
					run(async () => {
						await updateState((state) => resetProgress(state, Date.now()));
						return 'Your progress is reset.';
					})
				}
			/>
		</div>
	);
}

interface ConfirmProps {
	label: string;
	question: string;
	confirm: string;
	disabled: boolean;
	onConfirm: () => Promise<unknown>;
}

/** A button for something that cannot be undone: it asks first, and Cancel leaves everything. */
function ConfirmAction({ label, question, confirm, disabled, onConfirm }: ConfirmProps) {
	const [asking, setAsking] = useState(false);
	const questionRef = useRef<HTMLSpanElement>(null);
	const buttonRef = useRef<HTMLButtonElement>(null);
	/** Focus goes to the question, and Cancel gives it back to the button that asked. */
	const ask = (now: boolean) => {
		flushSync(() => setAsking(now));
		(now ? questionRef : buttonRef).current?.focus();
	};
	if (!asking)
		return (
			<button
				ref={buttonRef}
				type="button"
				className="btn-secondary min-h-11"
				disabled={disabled}
				onClick={() => ask(true)}
			>
				{label}
			</button>
		);
	return (
		<span className="flex flex-wrap items-center gap-3">
			<span ref={questionRef} tabIndex={-1} className="text-slate-800 dark:text-slate-200">
				{question}
			</span>
			<button
				type="button"
				className="btn-primary min-h-11"
				disabled={disabled}
				onClick={() => void onConfirm().finally(() => setAsking(false))}
			>
				{confirm}
			</button>
			<button type="button" className="btn-secondary min-h-11" onClick={() => ask(false)}>
				Cancel
			</button>
		</span>
	);
}

/** The sync code shown once made (or on request), with a button that copies it. */
function CodeCard({ code, onNote }: { code: string; onNote: (note: string) => void }) {
	return (
		<div className="card p-5">
			<p className="text-sm text-slate-700 dark:text-slate-300">Your sync code:</p>
			<p
				className="mt-1 font-mono text-xl font-bold break-all text-slate-900 dark:text-white"
				data-sync-code
			>
				{formatCode(code)}
			</p>
			<button
				type="button"
				className="btn-secondary mt-3 min-h-11"
				onClick={() =>
					void navigator.clipboard
						.writeText(formatCode(code))
						.then(() => onNote('Code copied.'))
						.catch(() => onNote('Copying was refused: select the code and copy it.'))
				}
			>
				Copy the code
			</button>
			<p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
				Anyone with this code can read and change your progress. It cannot be recovered if lost.
			</p>
		</div>
	);
}

/** "I have a code from another device": the code field (two lines on a phone) and its button. */
function JoinForm({
	busy,
	onSubmit,
}: {
	busy: boolean;
	onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
	const codeId = useId();
	return (
		<form className="mt-5" onSubmit={onSubmit}>
			<label className="label" htmlFor={codeId}>
				I have a code from another device
			</label>
			<div className="flex flex-wrap gap-3">
				{/* Two lines on a phone, so the whole code shows as it is typed. */}
				<textarea
					id={codeId}
					rows={2}
					className="field font-mono uppercase sm:w-96"
					autoComplete="off"
					autoCapitalize="characters"
					spellCheck={false}
					name="code"
					placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"
					onKeyDown={(event) => {
						if (event.key === 'Enter') {
							event.preventDefault();
							event.currentTarget.form?.requestSubmit();
						}
					}}
				/>
				<button type="submit" className="btn-secondary min-h-11" disabled={busy}>
					Sync this device
				</button>
			</div>
		</form>
	);
}
