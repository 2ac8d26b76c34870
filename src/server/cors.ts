/**
 * The glossary's read API is open to other sites (its content is CC BY 4.0): GET and HEAD answers
 * carry `Access-Control-Allow-Origin: *` and expose `Link` (the next page of a list) and `ETag`, and
 * a preflight is answered allowing GET and HEAD only.
 * Writes never carry it, so a browser on another site cannot send one (its preflight is refused).
 */
import type { Context } from '@netlify/functions';
import { withApiHeaders } from './http.ts';

type Handler = (req: Request, context: Context) => Response | Promise<Response>;

const READ_METHODS = 'GET, HEAD';

/** A preflight's answer: reads only, cached by the browser for a day. */
export function preflight(): Response {
	return withApiHeaders(
		new Response(null, {
			status: 204,
			headers: {
				'Access-Control-Allow-Origin': '*',
				'Access-Control-Allow-Methods': READ_METHODS,
				'Access-Control-Allow-Headers': 'Accept',
				'Access-Control-Max-Age': '86400',
				// Sibling sites may embed what they read (a CORS read is not a cross-origin embed).
				'Cross-Origin-Resource-Policy': 'cross-origin',
				'Cache-Control': 'public, max-age=86400',
			},
		}),
	);
}

/** Wraps a function whose GET and HEAD answers any site may read. */
export function readableCrossOrigin(handler: Handler): Handler {
	return async (req, context) => {
		if (req.method === 'OPTIONS') return preflight();
		const response = await handler(req, context);
		if (req.method === 'GET' || req.method === 'HEAD') {
			response.headers.set('Access-Control-Allow-Origin', '*');
			// A page elsewhere reads the next page's address (Link) and the version (ETag) too.
			response.headers.set('Access-Control-Expose-Headers', 'Link, ETag');
			response.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
		}
		return response;
	};
}
