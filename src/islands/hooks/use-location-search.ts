import { useSyncExternalStore } from 'react';

/** Islands that read the address, told when `navigate` changes it (the browser tells popstate). */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
	listeners.add(listener);
	window.addEventListener('popstate', listener);
	return () => {
		listeners.delete(listener);
		window.removeEventListener('popstate', listener);
	};
}

/**
 * The address bar's query string ("?q=agents", or "" without one), kept current on Back, Forward
 * and `navigate`. Null in the server render and while hydrating, when the page cannot know it.
 */
export function useLocationSearch(): string | null {
	return useSyncExternalStore(
		subscribe,
		() => window.location.search,
		() => null,
	);
}

/**
 * Shows another address of this page without reloading it, as a new history entry (so Back
 * returns). The same address changes nothing.
 */
export function navigate(url: string): void {
	if (url === `${window.location.pathname}${window.location.search}`) return;
	window.history.pushState(null, '', url);
	for (const listener of listeners) listener();
}
