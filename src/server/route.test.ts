import type { Context } from '@netlify/functions';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { route } from './route.ts';

const call = (handler: ReturnType<typeof route>, init: RequestInit = {}, params = {}) =>
	handler(new Request('http://localhost/api/x?n=2&n=3', init), { params } as unknown as Context);

afterEach(() => {
	delete process.env.ADMIN_TOKEN;
});

test('a method without a handler is 405 naming the others in Allow; HEAD is answered as GET', async () => {
	const handler = route({ GET: () => Response.json('read'), DELETE: () => new Response(null) });
	const refused = await call(handler, { method: 'PUT' });
	expect(refused.status).toBe(405);
	expect(refused.headers.get('Allow')).toBe('GET, DELETE');
	expect(refused.headers.get('X-Content-Type-Options')).toBe('nosniff');
	expect(await (await call(handler, { method: 'HEAD' })).json()).toBe('read');
});

test('the input is the decoded path parameters and the first of each query parameter, validated', async () => {
	const handler = route({
		input: z.object({ name: z.string({ error: 'Bad name.' }), n: z.string() }),
		GET: ({ input }) => Response.json(input),
	});
	expect(await (await call(handler, {}, { name: 'na%C3%AFve' })).json()).toEqual({
		name: 'naïve',
		n: '2',
	});
	const malformed = await call(handler, {}, { name: '%E0%A4%A' });
	expect(malformed.status).toBe(400);
	expect(await malformed.json()).toEqual({ error: 'Bad name.', field: 'name' });
});

test("an editor's method checks the token before the input, and names the editor", async () => {
	process.env.ADMIN_TOKEN = 'route-test-admin-token-0123456789';
	const handler = route({
		input: z.object({ id: z.string().regex(/^\d+$/) }),
		editors: ['POST'],
		POST: ({ editor }) => Response.json(editor),
	});
	expect((await call(handler, { method: 'POST' }, { id: 'x' })).status).toBe(401);
	const signedIn = {
		method: 'POST',
		headers: { Authorization: `Bearer ${process.env.ADMIN_TOKEN}` },
	};
	expect((await call(handler, signedIn, { id: 'x' })).status).toBe(400);
	expect(await (await call(handler, signedIn, { id: '1' })).json()).toBe('admin');
});
