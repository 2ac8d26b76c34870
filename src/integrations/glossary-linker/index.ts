/**
 * Glossary auto-linking for topic guides and blog articles, as a Sätteri hast plugin:
 *
 *   // astro.config.mjs
 *   import { glossaryLinker } from './src/integrations/glossary-linker/index.ts';
 *   markdown: { processor: satteri({ hastPlugins: [glossaryLinker()] }), … }
 *
 * The first occurrence of each glossary term in an MDX body (rules in src/lib/glossary/linker.ts,
 * exclusions in ./hast-plugin.ts) becomes a link to /glossary?term={slug} with a CSS-only
 * tooltip holding the short definition (styles: src/styles/glossary-links.css).
 *
 * Terms come from content/glossary/terms/*.json, read when the first document is compiled and
 * re-read when the files change, so adding a term file and rebuilding links it everywhere.
 *
 * Opting out: `glossaryLinks: false` in a page's frontmatter turns linking off for that page;
 * <NoGlossary>…</NoGlossary> (or any element with `data-no-glossary`) protects a phrase.
 */
import { fileURLToPath } from 'node:url';
import type { TermIndexOptions } from '../../lib/glossary/linker.ts';
import { createGlossaryHastPlugin, type GlossaryHastPluginOptions } from './hast-plugin.ts';
import { createTermIndexCache } from './load-terms.ts';

export interface GlossaryLinkerOptions extends GlossaryHastPluginOptions, TermIndexOptions {
	/** Directory of the term files. Default: content/glossary/terms in this project. */
	termsDir?: string | URL;
}

export const DEFAULT_TERMS_DIR = new URL('../../../content/glossary/terms/', import.meta.url);

/** The configured hast plugin entry for `satteri({ hastPlugins: [glossaryLinker()] })`. */
export function glossaryLinker(options: GlossaryLinkerOptions = {}) {
	const { termsDir = DEFAULT_TERMS_DIR, stopWords, blockPhrases, minLength, ...pluginOptions } = options;
	const dir = termsDir instanceof URL ? fileURLToPath(termsDir) : termsDir;
	const cache = createTermIndexCache(dir, { stopWords, blockPhrases, minLength });
	return createGlossaryHastPlugin(() => cache.get(), pluginOptions);
}

export default glossaryLinker;
export { createGlossaryHastPlugin, linkDocument, SKIPPED_TAGS } from './hast-plugin.ts';
export type { GlossaryHastPluginOptions } from './hast-plugin.ts';
