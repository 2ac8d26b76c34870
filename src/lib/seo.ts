import { SITE_NAME } from './consts.ts';

/**
 * The document title: the page title with the site name as suffix. The home page may pass the
 * site name itself, which is not repeated.
 * @example pageTitle('Glossary') // 'Glossary | AI Atlas'
 */
export function pageTitle(title: string): string {
	return title === SITE_NAME || title.endsWith(`| ${SITE_NAME}`)
		? title
		: `${title} | ${SITE_NAME}`;
}

/** Absolute canonical URL for a path on the site, without a trailing slash or `.html`. */
export function canonicalUrl(pathname: string, site: URL | string): string {
	const clean = pathname
		.replace(/\.html$/, '')
		.replace(/\/index$/, '/')
		.replace(/(.)\/+$/, '$1');
	return new URL(clean || '/', site).href;
}

/** Serialises JSON-LD so that it can never close its <script> element early. */
export function jsonLdString(data: unknown): string {
	return JSON.stringify(data).replace(/</g, '\\u003c');
}
