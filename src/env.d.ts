/// <reference types="astro/client" />

/** The inline loader of the deferred island runtime (src/integrations/on-interaction/). */
declare module 'virtual:ai-atlas/lazy-islands' {
	export const loaderScript: string;
	export const viewLoaderScript: string;
}

/** Scripts bundled for inlining (src/integrations/inline-scripts.ts). */
declare module 'virtual:ai-atlas/inline-scripts' {
	/** src/lib/learning/paint.ts */
	export const paintScript: string;
	/** src/lib/offline/offline-page.ts */
	export const offlinePageScript: string;
}
