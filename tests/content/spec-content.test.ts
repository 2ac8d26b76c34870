/**
 * What the product specification fixes about the content, checked as present, never as the whole
 * list: writers may add guides and articles, and a guide may grow its FAQ or its references, but
 * SPEC's ten guides and six articles exist, with the titles it gives, and its FAQ and reference
 * counts are never undercut (issue 42, item 4: three guides once dropped to 9 questions when
 * repeated answers were removed). Read from each file's front matter, as the page and its
 * structured data are.
 */
import { describe, expect, test } from 'vitest';
import { articles, guides, SPEC_ARTICLES, SPEC_GUIDES, SPEC_TAGS } from '../helpers/content.ts';

/**
 * Minimum FAQ questions and references per guide, as SPEC.md (kept beside the repository in
 * ../shared) states them: section 2, "Topic article pages" ("ai-fundamentals … has
 * question-and-answer data with four questions"; transformer-models-nlp "FAQ block … with 5
 * questions"; edge-ai "FAQ block … with 13 questions"; deep-learning, computer-vision,
 * natural-language-processing "an FAQ block with 10 questions"), and section 9, "Business
 * constants and limits" ("FAQ counts: 5 (transformer), 13 (Edge AI), 10 each on deep-learning,
 * computer-vision and natural-language-processing. References: 39 (reinforcement learning), 7
 * (neural networks), 13 (transformer and Edge AI)"). Guides SPEC gives no number for are not listed.
 */
const SPEC_MINIMUM: Record<string, { faq?: number; references?: number }> = {
	'ai-fundamentals': { faq: 4 },
	'transformer-models-nlp': { faq: 5, references: 13 },
	'edge-ai': { faq: 13, references: 13 },
	'deep-learning': { faq: 10 },
	'computer-vision': { faq: 10 },
	'natural-language-processing': { faq: 10 },
	'reinforcement-learning': { references: 39 },
	'neural-networks': { references: 7 },
};

interface GuideData {
	faq?: { items?: { question: string }[] };
	references?: { items?: unknown[] };
}
const byGuide = new Map(guides().map((guide) => [guide.slug, guide.data as GuideData]));
const questions = (slug: string) => (byGuide.get(slug)?.faq?.items ?? []).map((i) => i.question);

describe('SPEC’s fixed content is present', () => {
	test.each(SPEC_GUIDES)('the guide %s exists in content/topics', (slug) => {
		expect(byGuide.has(slug), `SPEC's guide ${slug} is missing from content/topics`).toBe(true);
	});

	test.each(SPEC_ARTICLES)('the article $slug exists in content/blog', ({ slug, title }) => {
		const article = articles().find((a) => a.slug === slug);
		expect(article, `SPEC's article ${slug} is missing from content/blog`).toBeDefined();
		if (title) expect(article!.data.title).toBe(title);
		expect((article!.data as { tags?: string[] }).tags).toEqual(SPEC_TAGS);
	});

	for (const [slug, minimum] of Object.entries(SPEC_MINIMUM)) {
		test(`${slug} has at least ${minimum.faq ?? 0} FAQ questions and ${minimum.references ?? 0} references`, () => {
			expect(questions(slug).length).toBeGreaterThanOrEqual(minimum.faq ?? 0);
			expect(byGuide.get(slug)?.references?.items?.length ?? 0).toBeGreaterThanOrEqual(
				minimum.references ?? 0,
			);
		});
	}

	test('no guide asks the same FAQ question twice', () => {
		for (const slug of byGuide.keys()) {
			const asked = questions(slug).map((q) => q.trim().toLowerCase());
			expect(new Set(asked).size, `content/topics/${slug}.mdx`).toBe(asked.length);
		}
	});
});
