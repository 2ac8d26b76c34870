/**
 * Every inline script a page may carry. Each is an ordinary module, built and minified by esbuild
 * once per build (src/integrations/inline-scripts.ts) and given to pages by name as
 * `virtual:ai-atlas/inline-scripts`. A page's Content-Security-Policy allows exactly the hashes
 * of the scripts of this list that it carries, computed from their built text
 * (src/lib/html/pin-policy.ts); a page carrying any other inline script fails the build.
 *
 * Two kinds of inline script are not built from this list but are known all the same:
 * - the deferred island runtime's loaders (`loaderScript`, `viewLoaderScript`), built by
 *   src/integrations/on-interaction/ and written in place of Astro's island bootstrap;
 * - Astro's own island bootstrap (its island runtime and one script per client directive), on the
 *   pages where an island hydrates at once: known by where Astro writes it (right before an
 *   `<astro-island>`) and by its hash being in the policy Astro wrote for the page
 *   (src/integrations/on-interaction/hoist-island-scripts.ts).
 */
export interface InlineScript {
	/** The module, relative to this file. */
	entry: string;
	/** The pages that carry it. */
	carriedBy: string;
}

export const INLINE_SCRIPTS = {
	/** Theme before paint, first clicks, popover state. */
	headScript: { entry: './head.ts', carriedBy: 'every page, in <head>' },
	/** `/` and Ctrl/Cmd+K open the site search before its island hydrates. */
	searchShortcutScript: { entry: './search-shortcut.ts', carriedBy: 'every page, in <head>' },
	/** The service worker's registration once the page is idle. */
	swRegisterScript: { entry: './sw-register.ts', carriedBy: 'every public page, last in <body>' },
	/** The reader's progress in the first paint. */
	paintScript: {
		entry: '../lib/learning/paint.ts',
		carriedBy: 'the home page, /learn and the learning paths',
	},
	/** The learning path followed, done steps and checkpoint arrow keys, before blocks are drawn. */
	learningScript: {
		entry: '../lib/learning/learning-script.ts',
		carriedBy: 'guides and articles with learning blocks, at the start of the first one',
	},
	/** /offline lists what is saved, also when the service worker shows it for another page. */
	offlinePageScript: { entry: '../lib/offline/offline-page.ts', carriedBy: '/offline' },
} as const satisfies Record<string, InlineScript>;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;
