declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrate on first pointer down, focus or key press inside the island; replays the click. */
		'client:interaction'?: boolean;
	}
}
export {};
