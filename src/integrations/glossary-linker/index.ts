/**
 * Glossary auto-linking for topic guides and blog articles, as a Sätteri hast plugin:
 *
 *   // astro.config.mjs
 *   const glossary = await loadGlossaryTerms();
 *   markdown: { processor: satteri({ hastPlugins: [glossaryLinker({ terms: glossary.terms })] }), … }
 *
 * The first occurrence of each glossary term in an MDX body (rules in src/lib/glossary/linker.ts,
 * exclusions in ./hast-plugin.ts) becomes a link to the term's page, /glossary/{slug}, with a
 * CSS-only tooltip holding its short definition (styles: src/styles/glossary-links.css).
 *
 * Terms come from the same source as the rest of the build (src/server/glossary-source.ts): the
 * database when one is configured, the term files otherwise. The dev server reads them once at
 * start; restart it to pick up new terms.
 *
 * Which pages link to which terms is recorded (src/lib/glossary/mentions.ts) for the "Mentioned in" list of
 * each term page.
 *
 * Opting out: `glossaryLinks: false` in a page's frontmatter turns linking off for that page;
 * <NoGlossary>…</NoGlossary> (or any element with `data-no-glossary`) protects a phrase.
 */
import { buildTermIndex } from '../../lib/glossary/linker.ts';
import { TOOLTIP_MAX_CHARS, termSummary } from '../../lib/glossary/summary.ts';
import type { TermFile } from '../../lib/glossary/term-model.ts';
import { createGlossaryHastPlugin } from './hast-plugin.ts';
import { recordMentions } from '../../lib/glossary/mentions.ts';

/** The linker's view of a term: its names, and the one-line summary its tooltip shows. */
export function linkerSource(term: TermFile) {
	return { ...term, short_definition: termSummary(term, TOOLTIP_MAX_CHARS) };
}

/** The configured hast plugin entry for `satteri({ hastPlugins: [glossaryLinker({ terms })] })`. */
export function glossaryLinker({ terms }: { terms: readonly TermFile[] }) {
	const index = buildTermIndex(terms.map(linkerSource));
	for (const c of index.conflicts)
		console.warn(
			`[glossary-linker] "${c.form}" is claimed by ${[c.slug, ...c.ignored].join(', ')}; linking it to ${c.slug}`,
		);
	return createGlossaryHastPlugin(index, { onLinked: recordMentions });
}
