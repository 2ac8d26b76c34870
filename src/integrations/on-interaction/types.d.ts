declare module 'astro' {
	interface AstroClientDirectives {
		/**
		 * Hydrate on first pointer down, focus or key press inside the island; replays the click.
		 * A string names query parameters (space-separated): when the page's address carries one,
		 * the island hydrates as the page loads.
		 */
		'client:interaction'?: boolean | string;
	}
}
export {};
