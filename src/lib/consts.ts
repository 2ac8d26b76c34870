/** Site-wide strings. The public URL comes from astro.config `site` (see src/lib/site-url.ts). */
export const SITE_NAME = 'AI Atlas';
export const SITE_TAGLINE =
	'Clear guides to artificial intelligence and machine learning — for beginners, curious readers and professionals.';
export const SITE_DESCRIPTION =
	'AI Atlas explains artificial intelligence and machine learning clearly: topic guides, articles and a searchable AI/ML glossary for beginners and professionals.';
export const CONTACT_EMAIL = 'hello@ai-atlas.netlify.app';

/**
 * The content (guides, articles, glossary terms, learning paths, diagrams) is under CC BY 4.0,
 * reused with the attribution "AI Atlas" and a link to the page; the code is under MIT (LICENSE,
 * LICENSE-CONTENT.md).
 */
export const CONTENT_LICENSE = {
	name: 'CC BY 4.0',
	title: 'Creative Commons Attribution 4.0 International',
	url: 'https://creativecommons.org/licenses/by/4.0/',
	attribution: 'AI Atlas',
} as const;
export const CODE_LICENSE = { name: 'MIT', url: 'https://opensource.org/license/mit' } as const;
/** Author of a blog post whose frontmatter names none. */
export const DEFAULT_AUTHOR = 'AI Atlas Editorial Team';
export const DEFAULT_KEYWORDS = [
	'artificial intelligence',
	'machine learning',
	'AI glossary',
	'deep learning',
	'AI tutorials',
];
/** Social-sharing image of pages without a share card of their own (a 1200×630 PNG in public/). */
export const DEFAULT_OG_IMAGE = {
	url: '/og-default.png',
	width: 1200,
	height: 630,
	alt: `${SITE_NAME} — artificial intelligence and machine learning explained`,
};
/** Regions the content is written for (hreflang alternates in SeoHead). */
export const TARGET_REGIONS = ['US', 'IN', 'GB', 'DE'] as const;
/** Date the legal pages were last updated. */
export const LEGAL_UPDATED = '2025-03-24';

export interface NavLink {
	href: string;
	label: string;
}

export const NAV_LINKS: NavLink[] = [
	{ href: '/', label: 'Home' },
	{ href: '/blog', label: 'Blog' },
	{ href: '/topics', label: 'Topics' },
	{ href: '/glossary', label: 'Glossary' },
	{ href: '/learn', label: 'Learn' },
	{ href: '/review', label: 'Review' },
	{ href: '/resources', label: 'Resources' },
	{ href: '/about', label: 'About' },
];

export const FOOTER_RESOURCE_LINKS: NavLink[] = [
	{ href: '/resources', label: 'Learning resources' },
	{ href: '/resources', label: 'Courses and books' },
	{ href: '/resources', label: 'Tools and libraries' },
	{ href: '/resources', label: 'Datasets' },
];

export const FOOTER_TOPIC_LINKS: NavLink[] = [
	{ href: '/topics/machine-learning-fundamentals', label: 'Machine learning' },
	{ href: '/topics/neural-networks', label: 'Neural networks' },
	{ href: '/topics/deep-learning', label: 'Deep learning' },
	{ href: '/topics/computer-vision', label: 'Computer vision' },
	{ href: '/topics/natural-language-processing', label: 'Natural language processing' },
	{ href: '/glossary', label: 'AI glossary' },
];

export const FOOTER_COMPANY_LINKS: NavLink[] = [
	{ href: '/about', label: 'About' },
	{ href: '/disclaimer', label: 'Disclaimer' },
	{ href: '/privacy-policy', label: 'Privacy Policy' },
	{ href: '/terms-and-conditions', label: 'Terms of Service' },
	{ href: '/contact', label: 'Contact' },
];
