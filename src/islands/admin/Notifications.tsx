import {
	useEffect,
	useRef,
	useSyncExternalStore,
	type KeyboardEvent,
	type PointerEvent,
} from 'react';
import {
	HOTKEY,
	isSwipeDismiss,
	type Notice,
	type NotificationStore,
} from '../../lib/admin/notifications';

const NO_NOTICES: readonly Notice[] = [];

interface Props {
	store: NotificationStore;
}

/**
 * The notification region (its timing rules are in src/lib/admin/notifications.ts).
 * Two live regions that exist from the first render, so screen readers announce what is added:
 * role="status" for confirmations, role="alert" for failures. F8 moves focus to the notice (or
 * the empty region); Escape or the close button dismisses it and focus returns to where it was.
 * A dismissed notice stays in the DOM, hidden, until the store removes it.
 */
export default function Notifications({ store }: Props) {
	const notices = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_NOTICES);
	const regionRef = useRef<HTMLElement>(null);
	const returnFocus = useRef<HTMLElement | null>(null);

	useEffect(() => {
		const onKeyDown = (event: globalThis.KeyboardEvent) => {
			if (event.key !== HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
				return;
			const region = regionRef.current;
			if (!region) return;
			event.preventDefault();
			const active = document.activeElement;
			if (active instanceof HTMLElement && !region.contains(active)) returnFocus.current = active;
			(region.querySelector<HTMLElement>('[data-notice]:not([hidden])') ?? region).focus();
		};
		window.addEventListener('keydown', onKeyDown);
		return () => window.removeEventListener('keydown', onKeyDown);
	}, []);

	useEffect(() => () => store.destroy(), [store]);

	const dismiss = (id: number) => {
		const region = regionRef.current;
		const hadFocus = !!region && region.contains(document.activeElement);
		store.dismiss(id);
		if (hadFocus) {
			const target = returnFocus.current;
			returnFocus.current = null;
			if (target?.isConnected) target.focus();
			else region?.focus();
		}
	};

	const render = (tone: Notice['tone']) =>
		notices
			.filter((notice) => notice.tone === tone)
			.map((notice) => (
				<NoticeItem key={notice.id} notice={notice} store={store} onDismiss={dismiss} />
			));

	return (
		<section
			ref={regionRef}
			aria-label={`Notifications (${HOTKEY})`}
			tabIndex={-1}
			// No gap between the two regions (one notice shows at a time): empty, the region has no
			// height, so a notice appearing is not counted as the page moving.
			className="pointer-events-none fixed right-4 bottom-4 left-4 z-50 flex flex-col items-end outline-none sm:left-auto sm:w-96"
		>
			<div role="status" className="flex w-full flex-col items-end gap-2">
				{render('success')}
			</div>
			<div role="alert" className="flex w-full flex-col items-end gap-2">
				{render('error')}
			</div>
		</section>
	);
}

interface ItemProps {
	notice: Notice;
	store: NotificationStore;
	onDismiss: (id: number) => void;
}

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

function NoticeItem({ notice, store, onDismiss }: ItemProps) {
	const ref = useRef<HTMLDivElement>(null);
	const drag = useRef<{ x: number; pointerId: number; dx: number } | null>(null);
	const hold = useRef({ hover: false, focus: false });
	const tone = TONE[notice.tone];

	const updateHold = (key: 'hover' | 'focus', value: boolean) => {
		hold.current[key] = value;
		if (hold.current.hover || hold.current.focus) store.pause(notice.id);
		else store.resume(notice.id);
	};

	// Inline styles are set only from script during a drag (the CSP forbids them in the HTML).
	const setOffset = (dx: number) => {
		const el = ref.current;
		if (!el) return;
		el.style.transform = dx ? `translateX(${dx}px)` : '';
		el.style.opacity = dx ? String(Math.max(0.3, 1 - dx / 200)) : '';
		el.style.transition = drag.current ? 'none' : '';
	};

	const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
		if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
		drag.current = { x: event.clientX, pointerId: event.pointerId, dx: 0 };
		event.currentTarget.setPointerCapture?.(event.pointerId);
	};
	const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
		const current = drag.current;
		if (!current || current.pointerId !== event.pointerId) return;
		current.dx = Math.max(0, event.clientX - current.x);
		setOffset(current.dx);
	};
	const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
		const current = drag.current;
		if (!current || current.pointerId !== event.pointerId) return;
		drag.current = null;
		setOffset(0);
		if (!cancelled && isSwipeDismiss(current.dx)) onDismiss(notice.id);
	};

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		if (event.key === 'Escape') {
			event.stopPropagation();
			onDismiss(notice.id);
		}
	};

	return (
		// Swiping and Escape are shortcuts; the close button is the control every reader can reach.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			ref={ref}
			data-notice=""
			data-tone={notice.tone}
			hidden={notice.dismissed}
			tabIndex={-1}
			className={`pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg transition-[transform,opacity] duration-200 select-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${tone.box}`}
			onPointerDown={onPointerDown}
			onPointerMove={onPointerMove}
			onPointerUp={(event) => endDrag(event, false)}
			onPointerCancel={(event) => endDrag(event, true)}
			onMouseEnter={() => updateHold('hover', true)}
			onMouseLeave={() => updateHold('hover', false)}
			onFocus={() => updateHold('focus', true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null))
					updateHold('focus', false);
			}}
			onKeyDown={onKeyDown}
		>
			<span aria-hidden="true" className={`mt-0.5 font-bold ${tone.icon}`}>
				{notice.tone === 'success' ? '✓' : '!'}
			</span>
			<p className="flex-1 leading-5">
				<span className="sr-only">{tone.label}: </span>
				{notice.message}
			</p>
			<button
				type="button"
				className="-m-1 rounded-md p-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
				aria-label="Dismiss notification"
				onClick={() => onDismiss(notice.id)}
			>
				<svg
					aria-hidden="true"
					viewBox="0 0 20 20"
					className="size-4"
					fill="none"
					stroke="currentColor"
					strokeWidth="2"
				>
					<path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
				</svg>
			</button>
		</div>
	);
}
