/**
 * Largest Contentful Paint under a slow phone's conditions, as Lighthouse's mobile profile applies
 * them in the browser: a 412 × 823 screen at 1.75× density, the CPU slowed 4×, and the network
 * held to 562.5 ms of round trip, 1.47 Mbit/s down and 675 kbit/s up (Chromium DevTools Protocol:
 * Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions). Each page is opened with an
 * empty cache, several times; the median is printed, with the page's layout shift (CLS: the sum of
 * its shifts without recent input, as Lighthouse counts a load) and its Total Blocking Time (TBT:
 * the part over 50 ms of each long task after the first paint, as the browser reports them under
 * the slowed CPU, up to the first 5 s without one). Timings belong in `npm run bench`, never in
 * `npm test` (the test gate checks the structural facts behind them instead).
 */
import type { Browser, Page } from 'playwright-core';
import { EXPLORABLES } from '../src/lib/explorables/catalog.ts';
import { percentile } from './bench-harness.ts';

/** Lighthouse's mobile throttling, as its "devtools" method sets it. */
const MOBILE_PROFILE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	cpuSlowdown: 4,
	latencyMs: 562.5,
	downloadBytesPerSecond: (1474.56 * 1024) / 8,
	uploadBytesPerSecond: (675 * 1024) / 8,
};

/** What the browser reports of a load, kept in `window.observed` by observeLoad. */
export interface LoadRecord {
	longTasks: { start: number; duration: number }[];
	/** Layout shifts without recent input. */
	shifts: { start: number; value: number }[];
	lcp: { time: number; element: string };
}

/** Keeps the page's long tasks, layout shifts and largest paint from its first moment on. */
export function observeLoad(page: Page) {
	return page.addInitScript(() => {
		const observed: LoadRecord = { longTasks: [], shifts: [], lcp: { time: 0, element: '' } };
		(window as unknown as { observed: LoadRecord }).observed = observed;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries())
				observed.longTasks.push({ start: entry.startTime, duration: entry.duration });
		}).observe({ type: 'longtask', buffered: true });
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & {
				value: number;
				hadRecentInput: boolean;
			})[])
				if (!entry.hadRecentInput)
					observed.shifts.push({ start: entry.startTime, value: entry.value });
		}).observe({ type: 'layout-shift', buffered: true });
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
				observed.lcp = {
					time: entry.startTime,
					element: entry.element?.tagName.toLowerCase() ?? '(removed)',
				};
			}
		}).observe({ type: 'largest-contentful-paint', buffered: true });
	});
}

/** Opens `url` once with the mobile profile and reports its LCP once the page has settled. */
async function measureLcp(browser: Browser, url: string) {
	const context = await browser.newContext({
		viewport: MOBILE_PROFILE.viewport,
		deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
		isMobile: true,
		hasTouch: true,
	});
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: MOBILE_PROFILE.latencyMs,
		downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
		uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
	});
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
	await observeLoad(page);
	await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
	// Later paints (an island's list after its data) may still become the largest, and an island
	// that wakes when the browser is idle blocks after the network has gone quiet: the load ends,
	// as Lighthouse's does, once 5 s pass without a long task.
	await page.waitForFunction(
		() => {
			const last = (window as unknown as { observed: LoadRecord }).observed.longTasks.at(-1);
			return performance.now() - (last ? last.start + last.duration : 0) >= 5000;
		},
		undefined,
		{ timeout: 60_000, polling: 250 },
	);
	const run = await page.evaluate(() => {
		const { lcp, shifts, longTasks } = (window as unknown as { observed: LoadRecord }).observed;
		const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
		return {
			/** Largest Contentful Paint, ms from the navigation's start. */
			lcp: Math.round(lcp.time),
			/** What painted it, e.g. "h2" or "p". */
			element: lcp.element,
			/** First Contentful Paint, ms. */
			fcp: Math.round(fcp),
			/** Cumulative Layout Shift of the load. */
			cls: Math.round(shifts.reduce((sum, shift) => sum + shift.value, 0) * 1000) / 1000,
			/** Total Blocking Time: what each main-thread task after FCP took beyond 50 ms, summed. */
			tbt: Math.round(
				longTasks
					.filter((task) => task.start >= fcp)
					.reduce((sum, task) => sum + task.duration - 50, 0),
			),
		};
	});
	await context.close();
	return run;
}

/** Measures each page `runs` times and prints the medians. */
export async function benchLcp(browser: Browser, base: string, paths: string[], runs = 5) {
	console.log(
		`\nLargest Contentful Paint, layout shift and Total Blocking Time, Lighthouse mobile profile (CPU ${MOBILE_PROFILE.cpuSlowdown}× slower, ${MOBILE_PROFILE.latencyMs} ms RTT, 1.47 Mbit/s), median of ${runs}:`,
	);
	const median = (values: number[]) => percentile(values, 50);
	for (const path of paths) {
		const measured: Awaited<ReturnType<typeof measureLcp>>[] = [];
		for (let i = 0; i < runs; i++) measured.push(await measureLcp(browser, base + path));
		const lcp = median(measured.map((run) => run.lcp));
		const element = measured.find((run) => run.lcp === lcp)!.element;
		console.log(
			`  ${path.padEnd(32)} LCP ${String(lcp).padStart(5)} ms (<${element}>)  FCP ${String(median(measured.map((run) => run.fcp))).padStart(5)} ms  CLS ${median(measured.map((run) => run.cls)).toFixed(3)}  TBT ${String(median(measured.map((run) => run.tbt))).padStart(4)} ms  (LCP runs: ${measured.map((run) => run.lcp).join(', ')}; CLS runs: ${measured.map((run) => run.cls).join(', ')}; TBT runs: ${measured.map((run) => run.tbt).join(', ')})`,
		);
	}
}

const PRESSES = 20;

/**
 * How long each explorable takes to answer a change, under Lighthouse's mobile CPU slowdown (4×):
 * on /explore, its first control is focused (which hydrates it) and moved twenty times with the
 * arrow keys; the browser's Event Timing entries give each key press's whole duration, from the
 * press to the next frame painted with its result (what Interaction to Next Paint measures).
 * Entries under 16 ms are not reported by browsers, so "< 16" is the best a figure can read. The
 * median says what a reader feels on most presses; the worst is often the first, when the browser
 * still compiles the code a press runs, and moves most on a busy machine.
 */
export async function benchExplorables(browser: Browser, base: string) {
	console.log(
		`\nExplorables: time from a key press to the next paint, CPU ${MOBILE_PROFILE.cpuSlowdown}× slower (Event Timing; the issue asks for under 100 ms):`,
	);
	const context = await browser.newContext({ viewport: MOBILE_PROFILE.viewport, isMobile: true });
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await page.addInitScript(() => {
		const w = window as unknown as { durations: number[] };
		w.durations = [];
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries())
				if (entry.name === 'keydown') w.durations.push(entry.duration);
		}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
	});
	await page.goto(`${base}/explore`, { waitUntil: 'networkidle' });
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
	for (const { slug } of EXPLORABLES) {
		const figure = page.locator(`#explore-${slug}`);
		await figure.locator('input').first().focus();
		await page
			.locator(`astro-island:has(#explore-${slug})`)
			.and(page.locator('astro-island:not([ssr])'))
			.waitFor({ timeout: 60_000 });
		await page.evaluate(() => ((window as unknown as { durations: number[] }).durations = []));
		for (let i = 0; i < PRESSES; i++) {
			await page.keyboard.press(i < PRESSES / 2 ? 'ArrowRight' : 'ArrowLeft');
			await page.waitForTimeout(100);
		}
		const durations = await page.evaluate(
			() => (window as unknown as { durations: number[] }).durations,
		);
		// Presses under 16 ms have no entry: count them as the fastest.
		const all = [...durations, ...Array<number>(PRESSES - durations.length).fill(0)];
		const ms = (v: number) => (v < 16 ? '< 16 ms' : `${Math.round(v)} ms`).padStart(8);
		console.log(
			`  ${slug.padEnd(28)} median ${ms(percentile(all, 50))}, worst ${ms(Math.max(...all))} of ${PRESSES}`,
		);
	}
	await context.close();
}
