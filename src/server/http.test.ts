import { expect, test } from 'vitest';
import { readJsonBody } from './http.ts';
import { NO_FIELDS, readChange } from './glossary-write.ts';

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

/** A request as the local server hands it to a function: a body stream, empty or not. */
const requestWith = (headers: Record<string, string>, bytes?: Uint8Array | string) =>
	new Request('http://localhost/api/glossary/term/1', {
		method: 'DELETE',
		headers,
		body: new ReadableStream<Uint8Array>({
			start(controller) {
				if (bytes !== undefined)
					controller.enqueue(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
				controller.close();
			},
		}),
		duplex: 'half',
	} as RequestInit);

test('an optional body that is missing or empty is no body, whatever the Content-Type says', async () => {
	const cases: Record<string, string>[] = [
		{ 'Content-Type': 'application/json' },
		{},
		{ 'Content-Type': 'text/plain' },
	];
	for (const headers of cases)
		expect(await readJsonBody(requestWith(headers), undefined, { optional: true })).toEqual({
			value: undefined,
		});
	// The DELETE of a term with the JSON type and nothing sent (no Content-Length): no change note.
	expect(await readChange(requestWith({ 'Content-Type': 'application/json' }), NO_FIELDS)).toEqual({
		input: {},
		note: { note: null },
	});
	// A required body still must be there.
	const required = await readJsonBody(requestWith({ 'Content-Type': 'application/json' }));
	expect('response' in required && required.response.status).toBe(400);
	// And an optional one that is there must still be JSON.
	const text = await readJsonBody(requestWith({ 'Content-Type': 'text/plain' }, 'x'), undefined, {
		optional: true,
	});
	expect('response' in text && text.response.status).toBe(415);
});

test('a UTF-8 byte order mark before the JSON is ignored', async () => {
	const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"a":1}')]);
	expect(await readJsonBody(requestWith({ 'Content-Type': 'application/json' }, bom))).toEqual({
		value: { a: 1 },
	});
});
