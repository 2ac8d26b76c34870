import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down (mouse, pen or touch) outside `ref`'s element while
 * `active` is true. Pointer down, not click, so a tap that starts a scroll elsewhere still closes.
 */
export function useOutsideClick(
	ref: RefObject<HTMLElement | null>,
	active: boolean,
	onOutside: () => void,
): void {
	useEffect(() => {
		if (!active) return;
		const listener = (event: PointerEvent) => {
			if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
		};
		document.addEventListener('pointerdown', listener);
		return () => document.removeEventListener('pointerdown', listener);
	}, [ref, active, onOutside]);
}
