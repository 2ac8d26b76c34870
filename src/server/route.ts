/**
 * A function's routing, declared rather than written out in each handler: the methods it answers
 * (any other gets 405 with `Allow`; HEAD is answered as GET), the methods that need an editor's
 * token, and a zod schema for its input, the path parameters (decoded) and the query together.
 * Netlify's own `config.method` would answer a wrong method with a 404 that says nothing.
 */
import type { Context } from '@netlify/functions';
import type { ZodType } from 'zod';
import { requireEditor } from './auth.ts';
import { readServerEnv } from './env.ts';
import { decodeParam, fieldError, methodNotAllowed, safely } from './http.ts';

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

export function route<Input = Record<string, never>>(
	spec: Handlers<Input> & { input?: ZodType<Input>; editors?: Method[] },
): (req: Request, context: Context) => Promise<Response> {
	const allowed = METHODS.filter((method) => spec[method]);
	return (req, context) =>
		safely(async () => {
			const method = allowed.find((m) => m === (req.method === 'HEAD' ? 'GET' : req.method));
			if (!method) return methodNotAllowed(allowed);
			let editor = '';
			if (spec.editors?.includes(method)) {
				const signedIn = requireEditor(req, readServerEnv(), context.ip);
				if ('response' in signedIn) return signedIn.response;
				editor = signedIn.editor;
			}
			// The first value of a repeated query parameter counts; a path parameter wins over its
			// namesake in the query. A malformed percent-encoding is an absent value.
			const raw: Record<string, string | undefined> = {};
			for (const [name, value] of new URL(req.url).searchParams) raw[name] ??= value;
			for (const [name, value] of Object.entries(context.params ?? {}))
				raw[name] = decodeParam(value);
			const input = spec.input ? spec.input.safeParse(raw) : ({ success: true, data: {} } as const);
			if (!input.success) {
				const issue = input.error.issues[0]!;
				return fieldError(issue.path.join('.'), issue.message);
			}
			return spec[method]!({ req, context, input: input.data as Input, editor });
		});
}
