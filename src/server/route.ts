/**
 * A function's routing, declared rather than written out in each handler: the methods it answers
 * (any other gets 405 with `Allow`; HEAD is answered as GET), the methods that need an editor's
 * token, whether any site may read its answers, and a zod schema for its input: the path
 * parameters (decoded) and the query together. Netlify's own `config.method` would answer a wrong
 * method with a 404 that says nothing.
 */
import type { Context } from '@netlify/functions';
import type { ZodType } from 'zod';
import { requireEditor } from './auth.ts';
import { readableCrossOrigin } from './cors.ts';
import { readServerEnv } from './env.ts';
import { error, fieldError, safely } from './http.ts';

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
	/** Any site may read the GET answers (src/server/cors.ts). */
	crossOrigin?: boolean;
}

export function route<Input = Record<string, never>>(
	spec: Handlers<Input> & Options<Input>,
): (req: Request, context: Context) => Response | Promise<Response> {
	const allowed = METHODS.filter((method) => spec[method]);
	const handler = (req: Request, context: Context) =>
		safely(async () => {
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
	return spec.crossOrigin ? readableCrossOrigin(handler) : handler;
}

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
