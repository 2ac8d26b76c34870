/**
 * Makes a URL slug from a term: ASCII-folded, lowercase, words joined by hyphens.
 * @example slugify('Café Señor: k-Means++') // 'cafe-senor-k-means'
 */
export function slugify(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/ß/g, 'ss')
		.replace(/[æÆ]/g, 'ae')
		.replace(/[øØ]/g, 'o')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 120)
		.replace(/-+$/g, '');
}

/** Slugs are lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
