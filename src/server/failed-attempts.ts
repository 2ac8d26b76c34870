/**
 * Slows down guessing of the admin token: after `maxFailures` wrong tokens from one client within
 * `windowMs`, that client is refused (429) until the window ends, whatever token it sends, so
 * guessing cannot go faster than `maxFailures` per window. The memory it uses is bounded.
 *
 * It lives in one process: on Netlify each function instance counts on its own, so this slows a
 * guesser down but is no global guarantee; the length of the token is what protects production.
 */
export interface FailedAttemptsOptions {
	maxFailures?: number;
	windowMs?: number;
	/** Most clients remembered at once; the oldest are forgotten first. */
	maxClients?: number;
}

interface Entry {
	windowStart: number;
	failures: number;
}

export class FailedAttempts {
	readonly maxFailures: number;
	readonly windowMs: number;
	readonly maxClients: number;
	private readonly entries = new Map<string, Entry>();

	constructor({
		maxFailures = 5,
		windowMs = 60_000,
		maxClients = 10_000,
	}: FailedAttemptsOptions = {}) {
		this.maxFailures = maxFailures;
		this.windowMs = windowMs;
		this.maxClients = maxClients;
	}

	/** Seconds the client must wait before trying again, or 0 when it may try now. */
	retryAfterSeconds(client: string, now = Date.now()): number {
		const entry = this.current(client, now);
		if (!entry || entry.failures < this.maxFailures) return 0;
		return Math.max(1, Math.ceil((entry.windowStart + this.windowMs - now) / 1000));
	}

	/** Counts a wrong token. */
	recordFailure(client: string, now = Date.now()): void {
		const entry = this.current(client, now);
		if (entry) {
			entry.failures++;
			return;
		}
		if (this.entries.size >= this.maxClients) this.forgetOldest(now);
		this.entries.set(client, { windowStart: now, failures: 1 });
	}

	/** A right token clears the client's record. */
	recordSuccess(client: string): void {
		this.entries.delete(client);
	}

	/** How many clients are remembered. */
	get size(): number {
		return this.entries.size;
	}

	private current(client: string, now: number): Entry | undefined {
		const entry = this.entries.get(client);
		if (entry && now - entry.windowStart >= this.windowMs) {
			this.entries.delete(client);
			return undefined;
		}
		return entry;
	}

	private forgetOldest(now: number): void {
		for (const [client, entry] of this.entries) {
			if (now - entry.windowStart >= this.windowMs) this.entries.delete(client);
		}
		// Map order is insertion order: the first key is the oldest window.
		while (this.entries.size >= this.maxClients)
			this.entries.delete(this.entries.keys().next().value!);
	}
}
