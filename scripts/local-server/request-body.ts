import type { IncomingMessage } from 'node:http';
import { LINGER_LIMITS } from './lingering-close.ts';

/** The largest unread body drained after the answer to keep the connection (`settle`). */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * A request body handed to a function as a web stream that reads from the socket only when the
 * function asks for data. When the function answers without reading it all (a 401, 405, 413 or 415
 * before the body), `settle()` decides what happens to the rest: a small body is drained so the
 * next request on the connection is parsed; a large or unbounded one closes the connection, since
 * reading megabytes nobody wants costs more than a new connection. Either way the rest is read
 * and thrown away rather than left unread: a connection closed on unread bytes is reset, and the
 * reset loses the answer (lingering-close.ts).
 */
export class RequestBody {
	readonly stream: ReadableStream<Uint8Array>;
	private readonly req: IncomingMessage;
	private discarding = false;
	private discarded = 0;
	/** How much of the rest to throw away before cutting the connection off. */
	private discardLimit = DRAIN_LIMIT_BYTES;

	constructor(req: IncomingMessage) {
		this.req = req;
		let controller!: ReadableStreamDefaultController<Uint8Array>;
		this.stream = new ReadableStream<Uint8Array>(
			{
				start: (c) => {
					controller = c;
				},
				pull: () => void req.resume(),
				cancel: () => this.discard(),
			},
			{ highWaterMark: 0 },
		);
		req.pause();
		req.on('data', (chunk: Buffer) => {
			if (this.discarding) {
				this.discarded += chunk.byteLength;
				// A client that keeps sending past what it declared, or past the lingering bound of a
				// closing connection, gets cut off.
				if (this.discarded > this.discardLimit) req.socket.destroy();
				return;
			}
			controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
			req.pause();
		});
		req.on('end', () => {
			if (!this.discarding) controller.close();
		});
		req.on('error', (cause) => {
			if (!this.discarding) controller.error(cause);
		});
	}

	/**
	 * Called once the function has answered. Returns true when the connection must close because
	 * the unread rest of the body is too large (or of unknown size) to drain; the rest is then
	 * thrown away as it arrives until the connection closes, up to `LINGER_LIMITS.bytes`.
	 */
	settle(): boolean {
		if (this.req.complete) return false;
		const declared = Number(this.req.headers['content-length']);
		const drainable = Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES;
		if (!drainable) this.discardLimit = LINGER_LIMITS.bytes;
		this.discard();
		return !drainable;
	}

	private discard(): void {
		if (this.discarding) return;
		this.discarding = true;
		this.req.resume();
	}
}
