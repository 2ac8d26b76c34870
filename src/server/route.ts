/**
 * A function's routing, declared rather than written out in each handler: the methods it answers
 * (any other gets 405 with `Allow`; HEAD is answered as GET), the methods that need an editor's
 * token, whether any site may read its answers, and a zod schema for its input: the path
 * parameters (decoded) and the query together. Netlify's own `config.method` would answer a wrong
 * method with a 404 that says nothing.
 *
 * The glossary's read API is open to other sites (its content is CC BY 4.0): with `crossOrigin`,
 * GET and HEAD answers carry `Access-Control-Allow-Origin: *` and expose `Link` (the next page of
 * a list) and `ETag`, and a preflight is answered allowing GET and HEAD only. Writes never carry
 * it, so a browser on another site cannot send one (its preflight is refused).
 */
import type { Context } from '@netlify/functions';
import type { ZodType } from 'zod';
import { requireEditor } from './auth.ts';
import { readServerEnv } from './env.ts';
import { error, fieldError, safely, withApiHeaders } from './http.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** What a method's handler is given. `editor` is set for the methods that need a token. */
export interface Call<Input> {
	req: Request;
	context: Context;
	input: Input;
	editor: string;
}

type Handlers<Input> = {
	[M in Method]?: (call: Call<Input>) => Response | Promise<Response>;
};

interface Options<Input> {
	input?: ZodType<Input>;
	editors?: Method[];
	/** Any site may read the GET and HEAD answers. */
	crossOrigin?: boolean;
}

export function route<Input = Record<string, never>>(
	spec: Handlers<Input> & Options<Input>,
): (req: Request, context: Context) => Response | Promise<Response> {
	const allowed = METHODS.filter((method) => spec[method]);
	return async (req, context) => {
		if (spec.crossOrigin && req.method === 'OPTIONS') return preflight();
		const response = await safely(async () => {
			const method = allowed.find((m) => m === (req.method === 'HEAD' ? 'GET' : req.method));
			if (!method)
				return error(405, `Method not allowed. Use ${allowed.join(', ')}.`, {
					Allow: allowed.join(', '),
				});
			let editor = '';
			if (spec.editors?.includes(method)) {
				const signedIn = requireEditor(req, readServerEnv(), context.ip);
				if ('response' in signedIn) return signedIn.response;
				editor = signedIn.editor;
			}
			const input = spec.input ? spec.input.safeParse(rawInput(req, context)) : undefined;
			if (input && !input.success) {
				const issue = input.error.issues[0]!;
				return fieldError(issue.path.join('.'), issue.message);
			}
			return spec[method]!({ req, context, input: (input?.data ?? {}) as Input, editor });
		});
		if (spec.crossOrigin && (req.method === 'GET' || req.method === 'HEAD')) {
			response.headers.set('Access-Control-Allow-Origin', '*');
			// A page elsewhere reads the next page's address (Link) and the version (ETag) too.
			response.headers.set('Access-Control-Expose-Headers', 'Link, ETag');
			response.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
		}
		return response;
	};
}

/** A cross-origin preflight's answer: reads only, cached by the browser for a day. */
const preflight = () =>
	withApiHeaders(
		new Response(null, {
			status: 204,
			headers: {
				'Access-Control-Allow-Origin': '*',
				'Access-Control-Allow-Methods': 'GET, HEAD',
				'Access-Control-Allow-Headers': 'Accept',
				'Access-Control-Max-Age': '86400',
				// Sibling sites may embed what they read (a CORS read is not a cross-origin embed).
				'Cross-Origin-Resource-Policy': 'cross-origin',
				'Cache-Control': 'public, max-age=86400',
			},
		}),
	);

/**
 * The query parameters (the first of a repeated one) and the path parameters, which Netlify passes
 * URL-encoded and which win over their namesakes in the query. A malformed encoding is no value.
 */
function rawInput(req: Request, context: Context): Record<string, string | undefined> {
	const raw: Record<string, string | undefined> = {};
	for (const [name, value] of new URL(req.url).searchParams) raw[name] ??= value;
	for (const [name, value] of Object.entries(context.params ?? {})) {
		try {
			raw[name] = decodeURIComponent(value);
		} catch {
			raw[name] = undefined;
		}
	}
	return raw;
}
