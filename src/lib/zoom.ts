/**
 * One zoomed image at a time, across islands: a tiny store of the active image's id.
 * Islands subscribe with useSyncExternalStore.
 */
type Listener = () => void;

let activeId: string | null = null;
const listeners = new Set<Listener>();

export const zoomStore = {
	get: (): string | null => activeId,
	set(id: string | null) {
		if (id === activeId) return;
		activeId = id;
		for (const listener of listeners) listener();
	},
	subscribe(listener: Listener): () => void {
		listeners.add(listener);
		return () => listeners.delete(listener);
	},
};

/** Clamps a slider value to [100, max]. */
export function clampZoom(value: number, max: number): number {
	if (!Number.isFinite(value)) return 100;
	return Math.min(max, Math.max(100, Math.round(value)));
}
