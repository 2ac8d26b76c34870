import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { recordTiming } from '../helpers/timings';

/**
 * What the site search costs a reader: bytes before opening (none), to open the dialog and type a
 * first query, and the time to results (recorded for `npm run bench:timings`). The dialog's
 * behaviour is in site-search.spec.ts.
 */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search AI Atlas' });
const field = (page: Page) =>
	dialog(page).getByRole('combobox', { name: 'Search guides, articles and glossary terms' });

test.describe('site search costs', () => {
	test('0 bytes before opening; measures bytes to open and search, and the time to results', async ({
		page,
	}) => {
		// Six queries typed at a person's pace take a while on a busy machine.
		test.setTimeout(90_000);
		// Each test has a fresh browser context: the cache starts empty, and a file fetched twice is paid for once.
		const bytes = await recordBytes(page);
		await page.goto('/topics/transformer-models-nlp');
		await page.waitForLoadState('networkidle');
		expect(
			bytes.paths().filter((path) => path.startsWith('/search-index') || /Search/.test(path)),
		).toEqual([]);
		bytes.reset();
		await watchTimeToResults(page);

		await page.keyboard.press('/');
		const coldMs = await typeAndMeasure(page, 'attention heads');
		await page.waitForLoadState('networkidle');
		const { total, react, index, passages, files: firstQueryFiles } = bytes.summary();
		const warm: number[] = [];
		for (const query of ['gradient descent', 'overfitting', 'edge devices', 'RAG', 'reinforcement'])
			warm.push(await typeAndMeasure(page, query));
		warm.sort((a, b) => a - b);
		const figures = {
			openAndFirstQueryBytes: total,
			reactRuntimeBytes: react,
			searchCodeAndIndexBytes: total - react,
			// The dialog's code: its island, its stylesheet and the engine (bundled with the dialog).
			dialogCodeBytes: total - react - index,
			// The manifest and the shards of the words typed.
			indexBytes: index - passages,
			// The passages shown: the text of each result and of its sections.
			passageBytes: passages,
			firstQueryFiles,
			firstQueryMs: Math.round(coldMs),
			warmQueryMsMedian: Math.round(warm[2]!),
			warmQueryMsMax: Math.round(warm.at(-1)!),
		};
		test
			.info()
			.annotations.push({ type: 'site-search costs', description: JSON.stringify(figures) });
		console.log('site search costs', figures);
		// Results must show within 300 ms of the last keystroke: a wall-clock figure, judged by
		// `npm run bench:timings` (a busy machine stretches every timing), not here.
		recordTiming('site-search-warm-median', warm[2]!);
		recordTiming('site-search-first-query', coldMs, { detail: 'attention heads' });
		// Opening the dialog and typing a first query on a cold cache: at most 60 KB besides React
		// (the runtime every island shares, which another island may already have loaded).
		expect(figures.searchCodeAndIndexBytes).toBeLessThanOrEqual(60_000);
	});
});

/**
 * First queries a reader might type, short and long. Each is measured on its own cold cache: the
 * 62 KB promise holds for a reader's first query, whatever it is.
 */
const FIRST_QUERIES = [
	// The costliest first queries measured (long words fetch the largest shards and most passages);
	// the cheaper ones ("gradient descent", "backpropagation", "embeddings", "CNN"…) stayed under
	// 36 KB, and "attention heads" is measured by the costs test above.
	'convolutional neural network',
	'reinforcement learning from human feedback',
	'large language model',
	'transformer models',
	'what is overfitting',
	'RAG',
];

/**
 * The budget for opening the dialog and typing a first query, besides the shared React runtime.
 * 61 KB since 2026-11-28: the costliest query measured 60,766 B (59.7 KB a week earlier), after the
 * dialog learnt to say once that the site is out of reach (D17) and the content review lengthened
 * guides and terms; the dialog's own chunks grew 105 B. 62 KB since 2026-11-29: the text folding
 * the site search shares with the glossary's islands (one function where six copies were) is a
 * 96-byte chunk of its own, one more request: 61,106 B against 60,313 B, nearly all of it the
 * local server's HTTP/1.1 headers (HTTP/2 sends a repeated header in a few bytes). The dialog
 * keeps its own arrow keys for the same reason (the shared listbox hook was two more requests).
 */
const FIRST_QUERY_BUDGET_BYTES = 62_000;

test.describe('site search cost of a first query', () => {
	for (const query of FIRST_QUERIES) {
		test(`"${query}" typed on a cold cache fetches at most 62 KB besides React`, async ({
			page,
		}) => {
			// Each test has its own browser context, so the cache starts empty.
			const bytes = await recordBytes(page);
			await page.goto('/topics/machine-learning-fundamentals');
			await page.waitForLoadState('networkidle');
			bytes.reset();
			await watchTimeToResults(page);

			await page.keyboard.press('/');
			const ms = await typeAndMeasure(page, query);
			// Count what the typing set off, including passages of results no longer wanted.
			await page.waitForLoadState('networkidle');
			const { total, react, index, passages, files } = bytes.summary();
			const figures = {
				query,
				bytesBesidesReact: total - react,
				dialogCodeBytes: total - react - index,
				indexBytes: index - passages,
				passageBytes: passages,
				files,
				ms: Math.round(ms),
			};
			test.info().annotations.push({
				type: 'site-search first query',
				description: JSON.stringify(figures),
			});
			console.log('site search first query', JSON.stringify(figures));
			expect(figures.bytesBesidesReact).toBeLessThanOrEqual(FIRST_QUERY_BUDGET_BYTES);
			// Time to results is reported in the annotations; `npm run bench:timings` judges the
			// costs test's figures above.
		});
	}
});

/**
 * Records the bytes every response took on the wire (headers included) through the DevTools
 * protocol, by path. A download abandoned midway counts what had arrived by then.
 */
async function recordBytes(page: Page) {
	const cdp: CDPSession = await page.context().newCDPSession(page);
	await cdp.send('Network.enable');
	const urls = new Map<string, string>();
	const partial = new Map<string, number>();
	let received: { path: string; bytes: number }[] = [];
	const done = (requestId: string, bytes: number) => {
		received.push({ path: urls.get(requestId) ?? '?', bytes });
		partial.delete(requestId);
	};
	cdp.on('Network.requestWillBeSent', (event) =>
		urls.set(event.requestId, new URL(event.request.url).pathname),
	);
	cdp.on('Network.responseReceived', (event) =>
		partial.set(event.requestId, event.response.encodedDataLength),
	);
	cdp.on('Network.dataReceived', (event) =>
		partial.set(event.requestId, (partial.get(event.requestId) ?? 0) + event.encodedDataLength),
	);
	cdp.on('Network.loadingFinished', (event) => done(event.requestId, event.encodedDataLength));
	cdp.on('Network.loadingFailed', (event) =>
		done(event.requestId, partial.get(event.requestId) ?? 0),
	);
	const sum = (filter: (path: string) => boolean) =>
		received.filter(({ path }) => filter(path)).reduce((total, { bytes }) => total + bytes, 0);
	return {
		reset: () => void (received = []),
		paths: () => received.map(({ path }) => path),
		summary: () => ({
			total: sum(() => true),
			react: sum((path) => /\/_astro\/(client|react|jsx-runtime|rolldown-runtime)\./.test(path)),
			index: sum((path) => path.startsWith('/search-index')),
			passages: sum((path) => /^\/search-index\/[^/]+\/p\//.test(path)),
			files: received.length,
		}),
	};
}

/** From now on, records in the page how long after the last keystroke each query's results show. */
async function watchTimeToResults(page: Page) {
	await page.evaluate(() => {
		const w = window as unknown as { lastKeyAt: number; shownAt: Record<string, number> };
		w.lastKeyAt = 0;
		w.shownAt = {};
		addEventListener('keydown', () => (w.lastKeyAt = performance.now()), true);
		new MutationObserver(() => {
			const query = document
				.querySelector('[role="listbox"][data-query]')
				?.getAttribute('data-query');
			if (query && !(query in w.shownAt)) w.shownAt[query] = performance.now() - w.lastKeyAt;
		}).observe(document.body, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ['data-query'],
		});
	});
}

/**
 * Types a query into the open dialog at a person's pace (120 ms a key), waits for its results and
 * returns how long after the last keystroke they showed.
 */
async function typeAndMeasure(page: Page, query: string): Promise<number> {
	await field(page).fill('');
	await field(page).pressSequentially(query, { delay: 120 });
	await expect(dialog(page).getByRole('listbox')).toHaveAttribute('data-query', query);
	return page.evaluate(
		(q) => (window as unknown as { shownAt: Record<string, number> }).shownAt[q]!,
		query,
	);
}
