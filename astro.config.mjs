// @ts-check
import { defineConfig, passthroughImageService } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import netlifyAdapter from '@astrojs/netlify';
import { satteri } from '@astrojs/markdown-satteri';
import onInteraction from './src/integrations/on-interaction/index.ts';
import articleText from './src/integrations/article-text.ts';
import atlas from './src/integrations/atlas.ts';
import inlineScripts from './src/integrations/inline-scripts.ts';
import guideTerms from './src/integrations/guide-terms.ts';
import buildFacts from './src/integrations/build-facts.ts';
import { termPagesOnDemand } from './src/integrations/service-worker.ts';
import { glossaryLinker } from './src/integrations/glossary-linker/index.ts';
import { unwrapCodePunctuation } from './src/integrations/code-punctuation/index.ts';
import { focusableCodeBlocks } from './src/integrations/code-blocks/index.ts';
import { mathsToMathml } from './src/integrations/maths/index.ts';
import { loadGlossaryTerms } from './src/server/glossary-source.ts';
import { resolveSiteUrl } from './src/lib/site-url.ts';
import { termPath } from './src/lib/glossary/term-pages.ts';

/** `npm run dev` runs the Netlify Functions through Netlify's own emulation (slow but faithful). */
const isDev = process.argv.includes('dev');

/** The glossary as this build sees it (database when configured, else content/glossary/terms). */
const glossary = await loadGlossaryTerms();

/**
 * What the on-demand function reads besides its code: the bundled glossary database, and the build
 * facts, whose path in Astro's server folder the build-facts integration adds once it is known.
 */
const functionFiles = ['.data/bundled.db'];

export default defineConfig({
	site: resolveSiteUrl(),
	trailingSlash: 'never',
	build: { format: 'file' },
	image: { service: passthroughImageService() },
	// Every page is built ahead except the glossary's term pages, rendered on demand by one
	// function (docs/decisions/term-pages-on-demand.md).
	adapter: netlifyAdapter({ imageCDN: false, includeFiles: functionFiles }),
	// No sessions: readers have no accounts, and editors sign each request with a token.
	session: false,
	integrations: [
		mdx(),
		react(),
		guideTerms(),
		buildFacts({ includeFiles: functionFiles }),
		sitemap({
			// Term pages are rendered on demand, so the sitemap lists them from the glossary.
			customPages: glossary.terms.map(
				(term) => new URL(termPath(term.slug), resolveSiteUrl()).href,
			),
			filter: (page) => !page.includes('/admin') && !page.endsWith('/offline'),
		}),
		onInteraction(),
		inlineScripts(),
		articleText(),
		// The site's own steps on the finished build, in order (src/integrations/atlas.ts). Most
		// readers arrive at the glossary directly: its first paint should not wait for a second
		// request, so it carries its stylesheets. Offline packs may list the on-demand term pages.
		atlas({
			inlineStylesheets: ['glossary.html'],
			onDemandPages: termPagesOnDemand(glossary.terms),
		}),
	],
	markdown: {
		processor: satteri({
			// $…$ and $$…$$ as remark-math reads them (a literal dollar is \$), typeset as MathML.
			features: { math: true },
			hastPlugins: [
				mathsToMathml,
				glossaryLinker({ terms: glossary.terms }),
				unwrapCodePunctuation,
				focusableCodeBlocks,
			],
		}),
		syntaxHighlight: 'prism',
	},
	security: {
		csp: {
			algorithm: 'SHA-256',
			directives: [
				"default-src 'self'",
				"img-src 'self' data:",
				"font-src 'self'",
				"connect-src 'self'",
				"media-src 'self' https:",
				"object-src 'none'",
				"base-uri 'self'",
				"form-action 'self'",
			],
			// No hashes here: each page's policy lists those of the inline scripts it carries
			// (src/integrations/post-build/, src/middleware.ts).
			scriptDirective: { resources: ["'self'"] },
			styleDirective: { resources: ["'self'"] },
		},
	},
	vite: {
		plugins: [
			tailwindcss(),
			...(isDev
				? [netlify({ edgeFunctions: { enabled: false }, images: { enabled: false } })]
				: []),
		],
	},
});
