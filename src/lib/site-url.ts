/**
 * The one place for the site's identity. The public URL lives in astro.config (`site`), read from
 * SITE_URL, then Netlify's URL, then the default below.
 */
export const DEFAULT_SITE_URL = 'https://ai-atlas.netlify.app';

/** Resolves the public site URL from the environment (build time). */
export function resolveSiteUrl(env: Record<string, string | undefined> = process.env): string {
	return (env.SITE_URL || env.URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
}
