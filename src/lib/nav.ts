/**
 * Whether a header link is the current section for a path: exact for the home page, otherwise
 * the link's path or anything below it (/topics/edge-ai highlights Topics).
 * @example isCurrentSection('/topics', '/topics/edge-ai') // true
 * @example isCurrentSection('/', '/about') // false
 */
export function isCurrentSection(href: string, pathname: string): boolean {
	const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
	if (href === '/') return path === '/' || path === '/index';
	return path === href || path.startsWith(`${href}/`);
}
