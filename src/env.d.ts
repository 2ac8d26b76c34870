/// <reference types="astro/client" />

/** The inline loader of the deferred island runtime (src/integrations/on-interaction/). */
declare module 'virtual:ai-atlas/lazy-islands' {
	export const loaderScript: string;
	export const viewLoaderScript: string;
}

/** The inline scripts of src/inline-scripts/registry.ts, built (src/integrations/inline-scripts.ts). */
declare module 'virtual:ai-atlas/inline-scripts' {
	export const headScript: string;
	export const searchShortcutScript: string;
	export const swRegisterScript: string;
	export const paintScript: string;
	export const learningScript: string;
	export const offlinePageScript: string;
}

/** Each guide's key terms, by guide slug (src/integrations/guide-terms.ts). */
declare module 'virtual:ai-atlas/guide-terms' {
	export const GUIDE_TERMS: Record<string, string[]>;
}

/**
 * What one page's render shares between its layout and the components inside its content
 * (Astro.locals lives for one request, or one page of a build).
 */
declare namespace App {
	interface Locals {
		/** The topic guide being rendered: its checkpoints name it in the learner's progress. */
		guide?: { slug: string; title: string };
		/** Cited references already numbered on this page (the first citation gets the anchor). */
		citedOnce?: Set<number>;
		/** The page's zoom slider maximum for figures, set by the article layout. */
		zoomMax?: number;
		/** Set once the page carries the learning script, so it is written once per page. */
		learningScript?: boolean;
		/** Set once the page carries the checkpoints' stylesheet. */
		checkpointStyles?: boolean;
	}
}
