import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
	REMOVE_DELAY_MS,
	addNotice,
	dismissNotice,
	removeNotice,
	type Notice,
	type Tone,
} from '../../lib/admin/notifications';

/** What the admin screen's parts use to tell the editor something. */
export interface Notify {
	show: (message: string, tone?: Tone) => void;
}

/**
 * The admin notifications' list (rules in src/lib/admin/notifications.ts): `notify.show` adds
 * one, replacing the earlier; `dismiss` hides one (Notifications calls it when a notice times out
 * or is closed or swiped away); each dismissed notice leaves the DOM REMOVE_DELAY_MS later.
 */
export function useNotices() {
	const [notices, setNotices] = useState<readonly Notice[]>([]);
	const nextId = useRef(1);
	const removals = useRef(new Map<number, ReturnType<typeof setTimeout>>());

	const notify = useMemo<Notify>(
		() => ({
			show: (message, tone = 'success') => {
				const id = nextId.current++;
				setNotices((list) => addNotice(list, { id, message, tone }));
			},
		}),
		[],
	);
	const dismiss = useCallback((id: number) => setNotices((list) => dismissNotice(list, id)), []);

	// The removal delay runs from the render that dismissed the notice.
	useEffect(() => {
		for (const notice of notices) {
			if (!notice.dismissed || removals.current.has(notice.id)) continue;
			const timer = setTimeout(() => {
				removals.current.delete(notice.id);
				setNotices((list) => removeNotice(list, notice.id));
			}, REMOVE_DELAY_MS);
			removals.current.set(notice.id, timer);
		}
	}, [notices]);

	useEffect(() => {
		const timers = removals.current;
		return () => {
			for (const timer of timers.values()) clearTimeout(timer);
			timers.clear();
		};
	}, []);

	return { notices, notify, dismiss };
}
