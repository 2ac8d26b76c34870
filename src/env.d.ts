/// <reference types="astro/client" />

/** The inline loader of the deferred island runtime (src/integrations/on-interaction/). */
declare module 'virtual:ai-atlas/lazy-islands' {
	export const loaderScript: string;
	export const viewLoaderScript: string;
}
