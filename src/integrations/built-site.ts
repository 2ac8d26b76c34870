/**
 * A finished build as the steps of `atlas()` (atlas.ts) see it, in a module of its own so that
 * the steps need not import the integration that calls them.
 */
import type { AstroConfig, AstroIntegrationLogger } from 'astro';

/** A finished build, as each step sees it. */
export interface BuiltSite {
	config: AstroConfig;
	/** The output folder. */
	dist: string;
	/** Every page built ahead, as its file in `dist` (`index.html`, `topics/edge-ai.html`), sorted. */
	pages: string[];
	/** Whether some pages are rendered on demand, by the adapter's function. */
	rendersOnDemand: boolean;
	logger: AstroIntegrationLogger;
}

/**
 * The file Astro writes for a page it reports, with `build.format: 'file'`:
 * `topics/edge-ai` → `topics/edge-ai.html`, the home page `` → `index.html`.
 */
export const pageFile = (pathname: string) => `${pathname.replace(/\/$/, '') || 'index'}.html`;
