/**
 * The security headers every response of the site carries. netlify.toml gives them to static
 * files (its `[[headers]] for = "/*"`); Netlify never applies those rules to a function's answer,
 * so pages rendered on demand add them themselves (src/middleware.ts). A test keeps the two lists
 * the same (tests/functions/term-pages.test.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
	'Content-Security-Policy':
		"frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
	'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
	'X-Content-Type-Options': 'nosniff',
	'X-Frame-Options': 'DENY',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Permissions-Policy':
		'camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()',
	'Cross-Origin-Opener-Policy': 'same-origin',
};
