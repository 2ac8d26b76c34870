/// <reference types="astro/client" />

/** The inline loader of the deferred island runtime (src/integrations/on-interaction/). */
declare module 'virtual:ai-atlas/lazy-islands' {
	export const loaderScript: string;
	export const viewLoaderScript: string;
}

/** The progress paint script (src/lib/learning/paint.ts), bundled for inlining (src/integrations/learning-paint.ts). */
declare module 'virtual:ai-atlas/paint-script' {
	export const paintScript: string;
}
