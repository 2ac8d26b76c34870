/**
 * Gives the browser each guide's key terms (the `reviewTerms` of content/topics/*.mdx) as
 * `virtual:ai-atlas/guide-terms`: the store writes the progress digest with them, so a guide's
 * mastery counts its terms' review cards (src/lib/learning/digest.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { parse } from 'yaml';
import { virtualModule } from './virtual-module.ts';

const TOPICS = new URL('../../content/topics/', import.meta.url);

/** Each guide's `reviewTerms`, by the guide's slug (its file name). */
export function readGuideTerms(): Record<string, string[]> {
	const terms: Record<string, string[]> = {};
	for (const file of readdirSync(TOPICS)
		.filter((name) => name.endsWith('.mdx'))
		.sort()) {
		const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(new URL(file, TOPICS), 'utf8'));
		const data = frontmatter ? (parse(frontmatter[1]!) as { reviewTerms?: unknown }) : {};
		if (Array.isArray(data.reviewTerms))
			terms[file.replace(/\.mdx$/, '')] = data.reviewTerms.map(String);
	}
	return terms;
}

export default function guideTerms(): AstroIntegration {
	return {
		name: 'ai-atlas:guide-terms',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				const plugin = virtualModule('guide-terms', () => ({ GUIDE_TERMS: readGuideTerms() }));
				updateConfig({ vite: { plugins: [plugin] } });
			},
		},
	};
}
