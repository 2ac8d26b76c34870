/**
 * The Cache Storage API kept in memory, for tests in jsdom (which has none): the caches a page
 * opens, with what `match`, `put`, `delete` and `keys` need. Responses are kept as their text
 * and headers, so each match gives a fresh body, as a browser's cache does.
 */
interface Kept {
	body: string;
	status: number;
	headers: [string, string][];
}

const keyOf = (request: RequestInfo | URL) =>
	new URL(request instanceof Request ? request.url : String(request), 'http://localhost').href;

class MemoryCache {
	readonly entries = new Map<string, Kept>();
	async match(request: RequestInfo | URL): Promise<Response | undefined> {
		const kept = this.entries.get(keyOf(request));
		return kept && new Response(kept.body, { status: kept.status, headers: kept.headers });
	}
	async put(request: RequestInfo | URL, response: Response): Promise<void> {
		this.entries.set(keyOf(request), {
			body: await response.text(),
			status: response.status,
			headers: [...response.headers],
		});
	}
	async delete(request: RequestInfo | URL): Promise<boolean> {
		return this.entries.delete(keyOf(request));
	}
	async keys(): Promise<Request[]> {
		return [...this.entries.keys()].map((url) => new Request(url));
	}
}

/** A fresh CacheStorage; `paths(name)` lists the paths a cache holds, for assertions. */
export function memoryCaches() {
	const caches = new Map<string, MemoryCache>();
	const storage = {
		async open(name: string) {
			let cache = caches.get(name);
			if (!cache) caches.set(name, (cache = new MemoryCache()));
			return cache;
		},
		async has(name: string) {
			return caches.has(name);
		},
		async delete(name: string) {
			return caches.delete(name);
		},
		async keys() {
			return [...caches.keys()];
		},
	};
	const paths = (name: string) =>
		[...(caches.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname).sort();
	return { storage: storage as unknown as CacheStorage, paths };
}
