/**
 * Slows down guessing of the admin token: after `maxFailures` wrong tokens from one client within
 * `windowMs`, that client is refused (429) until the window ends, whatever token it sends, so
 * guessing cannot go faster than `maxFailures` per window. The memory it uses is bounded.
 *
 * It lives in one process: on Netlify each function instance counts on its own, so this slows a
 * guesser down but is no global guarantee; the length of the token is what protects production.
 */
interface Entry {
	windowStart: number;
	failures: number;
}

export class FailedAttempts {
	readonly #limits: { maxFailures: number; windowMs: number; maxClients: number };
	private readonly entries = new Map<string, Entry>();

	/** `maxClients`: most clients remembered at once; the oldest are forgotten first. */
	constructor({ maxFailures = 5, windowMs = 60_000, maxClients = 10_000 } = {}) {
		this.#limits = { maxFailures, windowMs, maxClients };
	}

	/** Seconds the client must wait before trying again, or 0 when it may try now. */
	retryAfterSeconds(client: string, now = Date.now()): number {
		const { maxFailures, windowMs } = this.#limits;
		const entry = this.current(client, now);
		if (!entry || entry.failures < maxFailures) return 0;
		return Math.max(1, Math.ceil((entry.windowStart + windowMs - now) / 1000));
	}

	/** Counts a wrong token. */
	recordFailure(client: string, now = Date.now()): void {
		const entry = this.current(client, now);
		if (entry) {
			entry.failures++;
			return;
		}
		if (this.entries.size >= this.#limits.maxClients) this.forgetOldest(now);
		this.entries.set(client, { windowStart: now, failures: 1 });
	}

	/** A right token clears the client's record. */
	recordSuccess(client: string): void {
		this.entries.delete(client);
	}

	/** Gives back one attempt counted ahead (`recordFailure`) for something that did not happen. */
	release(client: string, now = Date.now()): void {
		const entry = this.current(client, now);
		if (entry && entry.failures > 0) entry.failures--;
	}

	/** How many clients are remembered. */
	get size(): number {
		return this.entries.size;
	}

	private current(client: string, now: number): Entry | undefined {
		const entry = this.entries.get(client);
		if (entry && now - entry.windowStart >= this.#limits.windowMs) {
			this.entries.delete(client);
			return undefined;
		}
		return entry;
	}

	private forgetOldest(now: number): void {
		const { maxFailures, windowMs, maxClients } = this.#limits;
		for (const [client, entry] of this.entries) {
			if (now - entry.windowStart >= windowMs) this.entries.delete(client);
		}
		// Map order is insertion order: the oldest windows go first, but a client that is being
		// refused is kept, so that many other clients cannot flush its record. Only when every
		// client remembered is being refused does the oldest of them go.
		for (const [client, entry] of this.entries) {
			if (this.entries.size < maxClients) return;
			if (entry.failures < maxFailures) this.entries.delete(client);
		}
		while (this.entries.size >= maxClients) this.entries.delete(this.entries.keys().next().value!);
	}
}

/**
 * The key a client's address is counted under: an IPv4 address itself, an IPv6 address by its
 * /64 (one subscriber's network holds 2^64 addresses, so counting each would limit nothing).
 */
export function addressGroup(ip: string): string {
	const address = ip.replace(/%.*$/, '');
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
	if (mapped) return mapped[1]!;
	if (!address.includes(':')) return address;
	const [head = '', tail] = address.split('::');
	const front = head ? head.split(':') : [];
	const back = tail ? tail.split(':') : [];
	const groups = [
		...front,
		...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
		...back,
	];
	return `${groups
		.slice(0, 4)
		.map((group) => (parseInt(group, 16) || 0).toString(16))
		.join(':')}::/64`;
}
