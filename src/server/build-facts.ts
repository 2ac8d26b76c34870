/**
 * Facts only the build knows, which pages rendered on demand need: which guides and articles
 * mention each term (found by the glossary linker while the build compiled them), when each term
 * file last changed in git (the function that renders the page has no git history), and the blog
 * posts' text, which /search searches.
 *
 * The build-facts integration writes them as `build-facts.json` into Astro's server build folder,
 * which the Netlify adapter copies into the page-rendering function with the rest of the server
 * code (`includeFiles` in astro.config.mjs). At request time the file is found by walking up from
 * this module's own location, so it does not matter where the bundler put the chunk. Under
 * `astro dev` there is no such file: the facts are gathered live instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allMentions, type Mention } from '../lib/glossary/mentions.ts';
import { blogPostsNewestFirst } from '../lib/blog-post-texts.ts';
import type { BlogSearchPost } from '../lib/blog.ts';
import { lastCommitDates } from './file-dates.ts';
import { GLOSSARY_TERMS_DIR } from './glossary-seed.ts';

export const BUILD_FACTS_FILE = 'build-facts.json';

export interface BuildFacts {
	/** Term slug → guides and articles that link to it. */
	mentions: Record<string, Mention[]>;
	/** Term slug → ISO date of the last commit that changed its file (unknown without git history). */
	fileDates: Record<string, string>;
	/** The site's "page not found" page, for a slug no term has. */
	notFoundHtml: string;
	/** Every blog post with its plain text, newest first, as /api/blog-posts gives them. */
	blogPosts: BlogSearchPost[];
}

/** Gathers the facts in the build process (after the guides and articles have compiled). */
export function gatherBuildFacts(notFoundHtml = 'Not found'): BuildFacts {
	const fileDates: Record<string, string> = {};
	for (const [file, date] of lastCommitDates(GLOSSARY_TERMS_DIR))
		if (file.endsWith('.json')) fileDates[file.slice(0, -'.json'.length)] = date;
	return { mentions: allMentions(), fileDates, notFoundHtml, blogPosts: blogPostsNewestFirst() };
}

/** The nearest `build-facts.json` in `start` or a folder above it, if any. */
export function findBuildFacts(start: string): string | undefined {
	for (let dir = start; ; dir = dirname(dir)) {
		const file = join(dir, BUILD_FACTS_FILE);
		if (existsSync(file)) return file;
		if (dirname(dir) === dir) return undefined;
	}
}

let loaded: BuildFacts | undefined;

/** This deployment's build facts (read once per process), or the live ones under `astro dev`. */
export function buildFacts(): BuildFacts {
	if (loaded) return loaded;
	const file = findBuildFacts(dirname(fileURLToPath(import.meta.url)));
	if (!file) return gatherBuildFacts();
	return (loaded = JSON.parse(readFileSync(file, 'utf8')) as BuildFacts);
}
