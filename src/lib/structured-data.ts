/** Builders for schema.org JSON-LD. Every URL is absolute, from the one site URL. */
import { CONTENT_LICENSE, SITE_NAME } from './consts.ts';
import { lastChanged, type PageChange } from './page-dates.ts';

type JsonLd = Record<string, unknown>;

const organization = (site: string): JsonLd => ({
	'@type': 'Organization',
	name: SITE_NAME,
	url: site,
	logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site).href },
});

/** BreadcrumbList for a trail of { label, href }. */
export function breadcrumbList(items: { label: string; href: string }[], site: string): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: items.map((item, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: item.label,
			item: new URL(item.href, site).href,
		})),
	};
}

export interface ArticleData {
	type: 'Article' | 'BlogPosting';
	title: string;
	description: string;
	url: string;
	/** Site-relative or absolute image URLs, best first (the page's own picture, then its share card). */
	image: string | string[];
	published: Date;
	modified?: Date;
	/** The page's "What changed" list; its last entry is the last real change of the text. */
	changes?: readonly PageChange[];
	author?: string;
	keywords?: string[];
	section?: string;
	wordCount?: number;
}

/**
 * Article or BlogPosting. dateModified is the last real change of the text (the last "What
 * changed" entry, else `modified`, else the publication), never the date of a review that changed
 * nothing.
 */
export function article(data: ArticleData, site: string): JsonLd {
	const ld: JsonLd = {
		'@context': 'https://schema.org',
		'@type': data.type,
		headline: data.title,
		description: data.description,
		url: data.url,
		mainEntityOfPage: { '@type': 'WebPage', '@id': data.url },
		image: [data.image].flat().map((src) => new URL(src, site).href),
		datePublished: data.published.toISOString(),
		dateModified: lastChanged(data).toISOString(),
		author: data.author
			? { '@type': 'Organization', name: data.author, url: site }
			: organization(site),
		publisher: organization(site),
		inLanguage: 'en',
		license: CONTENT_LICENSE.url,
	};
	if (data.keywords?.length) ld.keywords = data.keywords.join(', ');
	if (data.section) ld.articleSection = data.section;
	if (data.wordCount) ld.wordCount = data.wordCount;
	return ld;
}

/** FAQPage whose answers are exactly the visible answer text. */
export function faqPage(items: { question: string; answer: string }[]): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: items.map((item) => ({
			'@type': 'Question',
			name: item.question,
			acceptedAnswer: { '@type': 'Answer', text: item.answer },
		})),
	};
}

/** Splits plain-text FAQ answers into paragraphs (blank-line separated). */
export function answerParagraphs(answer: string): string[] {
	return answer
		.trim()
		.split(/\n\s*\n/)
		.map((p) => p.replace(/\s+/g, ' ').trim())
		.filter(Boolean);
}

/** The glossary as a DefinedTermSet; term pages point to it by its @id. */
export function definedTermSet(site: string): JsonLd {
	const url = new URL('/glossary', site).href;
	return {
		'@type': 'DefinedTermSet',
		'@id': `${url}#glossary`,
		name: `${SITE_NAME} AI & Machine Learning Glossary`,
		url,
	};
}

/** One glossary term as a DefinedTerm in the glossary's DefinedTermSet; `image` is its share card. */
export function definedTerm(
	term: {
		name: string;
		slug: string;
		description: string;
		aliases: readonly string[];
		url: string;
		image?: string;
	},
	site: string,
): JsonLd {
	const ld: JsonLd = {
		'@context': 'https://schema.org',
		'@type': 'DefinedTerm',
		'@id': `${term.url}#term`,
		name: term.name,
		termCode: term.slug,
		description: term.description,
		url: term.url,
		inDefinedTermSet: definedTermSet(site),
		license: CONTENT_LICENSE.url,
	};
	if (term.aliases.length) ld.alternateName = [...term.aliases];
	if (term.image) ld.image = new URL(term.image, site).href;
	return ld;
}
