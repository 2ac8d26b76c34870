import { expect, test } from 'vitest';
import { readJsonBody } from './http.ts';

test('an upload the client abandons is a 400 saying nothing was saved, not a database failure', async () => {
	const body = new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(new TextEncoder().encode('{"term": "Half'));
			controller.error(new Error('aborted'));
		},
	});
	const req = new Request('http://localhost/api/glossary/term', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body,
		duplex: 'half',
	} as RequestInit);
	const read = await readJsonBody(req);
	expect('response' in read && read.response.status).toBe(400);
	if ('response' in read)
		expect((await read.response.json()).error).toMatch(/not received completely/);
});
