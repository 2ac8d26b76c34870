/**
 * How long each explorable takes to answer a change, under Lighthouse's mobile CPU slowdown (4×):
 * on /explore, its first control is focused (which hydrates it) and moved twenty times with the
 * arrow keys; the browser's Event Timing entries give each key press's whole duration, from the
 * press to the next frame painted with its result (what Interaction to Next Paint measures).
 * Entries under 16 ms are not reported by browsers, so "< 16" is the best a figure can read. The
 * median says what a reader feels on most presses; the worst is often the first, when the browser
 * still compiles the code a press runs, and moves most on a busy machine.
 */
import type { Browser } from 'playwright-core';
import { EXPLORABLES } from '../src/lib/explorables/catalog.ts';
import { MOBILE_PROFILE } from './bench-lcp.ts';
import { percentile } from './bench-harness.ts';

const PRESSES = 20;

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
