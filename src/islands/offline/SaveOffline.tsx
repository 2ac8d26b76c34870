import { useEffect, useRef, useState } from 'react';
import { formatBytes, type OfflinePack } from '../../lib/offline/caches';
import {
	loadPack,
	offlineSupported,
	removeSaved,
	savePack,
	savedItems,
} from '../../lib/offline/saved';

interface Props {
	/** The pack to save, e.g. `/offline/packs/topics/neural-networks.json`. */
	pack: string;
	/** "guide", "article" or "glossary", for the words. */
	noun: string;
}

type Step =
	| { name: 'idle' }
	| { name: 'sizing' }
	| { name: 'confirm'; pack: OfflinePack }
	| { name: 'saving'; done: number; total: number }
	| { name: 'saved'; bytes: number }
	| { name: 'failed'; message: string };

/** "the guide and 23 term pages" */
function contents(pack: OfflinePack, noun: string): string {
	const pages = pack.urls.filter((url) => !url.startsWith('/_astro/') && !url.endsWith('.json'));
	const others = pages.length - 1;
	if (noun === 'glossary') {
		// Term pages only (made offline from the term files): the A–Z letter pages and the index come with them.
		return `all ${pack.terms ?? 0} term pages, the A–Z index and what searching them offline needs`;
	}
	return others > 0 ? `the ${noun} and the ${others} term pages it links` : `the ${noun}`;
}

/**
 * "Save for offline": says what saving downloads and its size before it starts, shows progress
 * while it downloads, and offers to remove it once saved. Its code loads on first use.
 */
export default function SaveOffline({ pack, noun }: Props) {
	const [step, setStep] = useState<Step>({ name: 'idle' });

	useEffect(() => {
		let live = true;
		savedItems()
			.then((items) => {
				const item = items.find((saved) => saved.pack === pack);
				if (live && item) setStep({ name: 'saved', bytes: item.bytes });
			})
			.catch(() => undefined);
		return () => {
			live = false;
		};
	}, [pack]);

	// Focus follows the control the reader needs next (the one they pressed is gone), and one
	// status line says what happened, without reading out every file of a download.
	const next = useRef<HTMLButtonElement>(null);
	const moved = useRef(false);
	useEffect(() => {
		if (moved.current && step.name !== 'saving' && step.name !== 'sizing') next.current?.focus();
	}, [step.name]);

	if (!offlineSupported() && step.name !== 'idle')
		return <p className="mt-3 text-sm">This browser cannot keep pages for offline reading.</p>;

	const size = async () => {
		setStep({ name: 'sizing' });
		try {
			// The button was drawn before this island could look: it may be saved already.
			const saved = (await savedItems()).find((item) => item.pack === pack);
			if (saved) return setStep({ name: 'saved', bytes: saved.bytes });
			setStep({ name: 'confirm', pack: await loadPack(pack) });
		} catch {
			setStep({
				name: 'failed',
				message: 'Saving needs the network. Try again when you are online.',
			});
		}
	};

	const save = async (loaded: OfflinePack) => {
		setStep({ name: 'saving', done: 0, total: loaded.urls.length });
		try {
			const item = await savePack(pack, loaded, (done, total) =>
				setStep({ name: 'saving', done, total }),
			);
			setStep({ name: 'saved', bytes: item.bytes });
		} catch {
			setStep({
				name: 'failed',
				message:
					'The download stopped (the connection dropped or the browser is out of space). What arrived is kept; try again to finish.',
			});
		}
	};

	const remove = async () => {
		await removeSaved(pack);
		setStep({ name: 'idle' });
	};

	const act = (work: () => Promise<void> | void) => () => {
		moved.current = true;
		void work();
	};
	const announcement =
		step.name === 'saving'
			? step.done === 0
				? 'Saving for offline…'
				: ''
			: step.name === 'saved'
				? `Saved for offline (${formatBytes(step.bytes)}).`
				: step.name === 'failed'
					? step.message
					: step.name === 'confirm'
						? `This saves ${contents(step.pack, noun)}: about ${formatBytes(step.pack.bytes)}.`
						: '';

	return (
		<div className="mt-3">
			{step.name === 'idle' || step.name === 'sizing' ? (
				<button
					ref={next}
					type="button"
					className="btn-secondary min-h-11"
					onClick={act(size)}
					aria-busy={step.name === 'sizing'}
				>
					{step.name === 'sizing'
						? 'Checking the size…'
						: `Save ${noun === 'glossary' ? 'the glossary' : `this ${noun}`} for offline`}
				</button>
			) : step.name === 'confirm' ? (
				<div className="flex flex-wrap items-center gap-3">
					<p aria-hidden="true">{announcement}</p>
					<button
						ref={next}
						type="button"
						className="btn-primary min-h-11"
						onClick={act(() => save(step.pack))}
					>
						Save ({formatBytes(step.pack.bytes)})
					</button>
					<button
						type="button"
						className="btn-secondary min-h-11"
						onClick={act(() => setStep({ name: 'idle' }))}
					>
						Cancel
					</button>
				</div>
			) : step.name === 'saving' ? (
				<div>
					<progress
						className="progress-bar"
						max={step.total}
						value={step.done}
						aria-label="Saving for offline"
					/>
					<p className="mt-1 text-sm" aria-hidden="true">
						Saving… {step.done} of {step.total} files
					</p>
				</div>
			) : step.name === 'saved' ? (
				<p className="flex flex-wrap items-center gap-3">
					<span aria-hidden="true">{announcement}</span>
					<a className="link" href="/offline">
						Everything saved
					</a>
					<button ref={next} type="button" className="btn-secondary min-h-11" onClick={act(remove)}>
						Remove
					</button>
				</p>
			) : (
				<p className="flex flex-wrap items-center gap-3">
					<span aria-hidden="true">{announcement}</span>
					<button ref={next} type="button" className="btn-secondary min-h-11" onClick={act(size)}>
						Try again
					</button>
				</p>
			)}
			<p role="status" className="sr-only">
				{announcement}
			</p>
		</div>
	);
}
