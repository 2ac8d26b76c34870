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
