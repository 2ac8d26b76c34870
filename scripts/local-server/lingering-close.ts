import type { Socket } from 'node:net';

/**
 * Closing a connection without losing the answer sent on it.
 *
 * When a server closes a socket while the client's bytes are still arriving (the rest of a body
 * it refused, headers past the size limit), the kernel answers them with a reset, and a reset
 * makes the client's system throw away whatever it had received but not yet read: the client sees
 * ECONNRESET instead of the 401, 413 or 431 waiting for it. So the server half-closes instead (its
 * FIN follows the answer), keeps reading and discarding what the client still sends, and closes
 * for good only when the client closes its side, or once the bounds below run out, by which time
 * the client has had ample time to read the answer.
 */
export const LINGER_LIMITS = {
	/** How long to keep reading after the answer. */
	ms: 5_000,
	/** How much to read and throw away after the answer. */
	bytes: 8 * 1024 * 1024,
};

/**
 * Ends our side of `socket` and destroys it once the client has closed its side, or after
 * `LINGER_LIMITS.ms`. Bytes that reach the socket's `data` listeners count towards its `bytes`; bytes
 * an HTTP parser reads for a request body are counted by that body (`RequestBody`).
 */
export function closeGracefully(socket: Socket): void {
	if (socket.destroyed) return;
	const stop = () => socket.destroy();
	const timer = setTimeout(stop, LINGER_LIMITS.ms);
	timer.unref();
	let discarded = 0;
	socket.on('data', (chunk: Buffer) => {
		discarded += chunk.byteLength;
		if (discarded > LINGER_LIMITS.bytes) stop();
	});
	socket.once('end', stop);
	socket.once('close', () => clearTimeout(timer));
	socket.end();
	socket.resume();
}

/**
 * Makes the HTTP server close `socket` gracefully after the answer in progress: Node's server ends
 * a `Connection: close` answer with `socket.destroySoon()`, which destroys the socket as soon as the
 * answer is written, whatever the client is still sending.
 */
export function closeGracefullyAfterAnswer(socket: Socket): void {
	socket.destroySoon = () => closeGracefully(socket);
}
