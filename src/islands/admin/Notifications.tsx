import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { DISPLAY_MS, HOTKEY, SWIPE_THRESHOLD_PX, type Notice } from '../../lib/admin/notifications';

interface Props {
	notices: readonly Notice[];
	/** A notice timed out, or was closed, swiped away or dismissed with Escape. */
	onDismiss: (id: number) => void;
}

/**
 * The admin notifications (rules in src/lib/admin/notifications.ts), on @radix-ui/react-toast:
 * it times each notice (pausing while the pointer or focus is on them), dismisses on a swipe
 * right or Escape, and announces each new notice to screen readers, politely for confirmations
 * and assertively for failures. Radix's F8 moves focus to the list; from there it moves on to
 * the notice itself, and dismissing the notice gives focus back to where F8 found it.
 * A dismissed notice stays in the DOM, hidden, until it is removed.
 */
export default function Notifications({ notices, onDismiss }: Props) {
	const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
	const viewportRef = useRef<HTMLOListElement>(null);
	const returnFocus = useRef<HTMLElement | null>(null);

	// Notices never cover the focused control: they sit at the bottom of the window, or at its top
	// (below the site header) while the focused control is in the window's lower half.
	useEffect(() => {
		const place = () => {
			const viewport = viewportRef.current;
			const active = document.activeElement;
			if (!viewport || !(active instanceof HTMLElement) || viewport.contains(active)) return;
			const box = active.getBoundingClientRect();
			const lower = active !== document.body && box.top + box.height / 2 > window.innerHeight / 2;
			viewport.dataset.edge = lower ? 'top' : 'bottom';
		};
		place();
		document.addEventListener('focusin', place);
		return () => document.removeEventListener('focusin', place);
	}, [notices]);

	const dismiss = (id: number) => {
		const viewport = viewportRef.current;
		onDismiss(id);
		// Radix has moved focus from the notice to the list: it goes back to where F8 found it.
		if (viewport?.contains(document.activeElement)) {
			const target = returnFocus.current;
			returnFocus.current = null;
			if (target?.isConnected) target.focus();
		}
	};

	// Rendered once hydrated: Radix styles its region inline, which the CSP forbids in the HTML.
	if (!hydrated) return null;
	return (
		<Toast.Provider
			duration={DISPLAY_MS}
			swipeDirection="right"
			swipeThreshold={SWIPE_THRESHOLD_PX}
		>
			{notices.map((notice) => (
				<NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
			))}
			<Toast.Viewport
				ref={viewportRef}
				hotkey={[HOTKEY]}
				onFocus={(event) => {
					const viewport = event.currentTarget;
					const from = event.relatedTarget;
					// Focus coming back from a notice (Radix, as it closes one) stays on the list.
					if (event.target !== viewport || viewport.contains(from)) return;
					if (from instanceof HTMLElement) returnFocus.current = from;
					viewport.querySelector<HTMLElement>('[data-notice]:not([hidden])')?.focus();
				}}
				// Empty, the list has no height, so a notice appearing is not counted as the page moving.
				className="pointer-events-none fixed right-4 bottom-4 left-4 z-50 m-0 flex list-none flex-col items-end gap-2 p-0 outline-none data-[edge=top]:top-20 data-[edge=top]:bottom-auto sm:left-auto sm:w-96"
			/>
		</Toast.Provider>
	);
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

const TONE = {
	success: {
		box: 'border-l-emerald-600 dark:border-l-emerald-400',
		icon: 'text-emerald-700 dark:text-emerald-300',
		label: 'Done',
	},
	error: {
		box: 'border-l-red-600 dark:border-l-red-400',
		icon: 'text-red-700 dark:text-red-300',
		label: 'Error',
	},
} as const;

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
	const tone = TONE[notice.tone];
	// Script-set styles only (the CSP forbids them in the HTML): fade while dragged `dx` px right.
	const fade = (element: HTMLElement, dx: number) =>
		(element.style.opacity = dx ? String(Math.max(0.3, 1 - dx / 200)) : '');
	return (
		<Toast.Root
			// Kept mounted once dismissed, hidden, until the removal delay has passed.
			forceMount
			open={!notice.dismissed}
			onOpenChange={(open) => {
				if (!open) onDismiss(notice.id);
			}}
			type={notice.tone === 'error' ? 'foreground' : 'background'}
			data-notice=""
			data-tone={notice.tone}
			hidden={notice.dismissed}
			onSwipeMove={(event) => fade(event.currentTarget, event.detail.delta.x)}
			onSwipeCancel={(event) => fade(event.currentTarget, 0)}
			className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg transition-[transform,opacity] duration-200 select-none data-[swipe=end]:[transform:translateX(var(--radix-toast-swipe-end-x))] data-[swipe=move]:[transform:translateX(var(--radix-toast-swipe-move-x))] data-[swipe=move]:transition-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${tone.box}`}
		>
			<span aria-hidden="true" className={`mt-0.5 font-bold ${tone.icon}`}>
				{notice.tone === 'success' ? '✓' : '!'}
			</span>
			<Toast.Description className="flex-1 leading-5">
				<span className="sr-only">{tone.label}: </span>
				{notice.message}
			</Toast.Description>
			<Toast.Close
				className="-m-1 rounded-md p-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
				aria-label="Dismiss notification"
			>
				<svg
					aria-hidden="true"
					viewBox="0 0 20 20"
					className="size-4"
					fill="none"
					stroke="currentColor"
					strokeWidth="2"
					strokeLinecap="round"
				>
					<path d="M5 5l10 10M15 5L5 15" />
				</svg>
			</Toast.Close>
		</Toast.Root>
	);
}
