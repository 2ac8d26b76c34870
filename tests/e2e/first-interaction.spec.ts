import {
	expect,
	test,
	type Browser,
	type BrowserContextOptions,
	type Page,
} from '@playwright/test';
import { waitForHydration, watchScripts } from './helpers';
import { recordTiming } from '../helpers/timings';

/**
 * The first click on a reading page, on a slow phone: 1.6 Mbps down, 750 kbps up, 150 ms round
 * trip and a 4× slower CPU. React is fetched on that click and needs well over half a second to
 * arrive, so a prompt effect can only come from markup that already works (a native <details> or
 * popover, the inline head script).
 *
 * Each case times the effect inside the page, from the click event's own timestamp to the moment
 * the page changed (the attribute set, the popover opening, the page at the top), so the time the
 * test runner takes to drive the browser is not counted. A busy shared machine can still stall
 * the browser for a moment, so a case loads the page afresh and clicks again, up to three times,
 * and the fastest first click must be within budget; on every attempt the effect must come before
 * any of the page's JavaScript has arrived.
 *
 * That last check is the gate. The delay itself is a wall-clock figure: the test reports it next
 * to its budget (in the test's annotations and output) and does not fail on it, since a busy
 * machine can stall a browser for longer than the budget whatever the page does (the rule for
 * timings in the test gate).
 */
const FIRST_EFFECT_BUDGET_MS = 100;

/** Reports the fastest first effect beside its budget (and to `npm run bench:timings`). */
function reportDelay(what: string, fastest: number): void {
	const line = `${what}: first effect after ${fastest.toFixed(1)} ms (budget ${FIRST_EFFECT_BUDGET_MS} ms)`;
	test.info().annotations.push({ type: 'timing', description: line });
	console.log(line);
	recordTiming('first-effect', fastest, { detail: what });
}
const ATTEMPTS = 3;

async function useSlowPhone(page: Page): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 150,
		downloadThroughput: (1.6 * 1024 * 1024) / 8,
		uploadThroughput: (750 * 1024) / 8,
	});
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** What the click changes: an attribute or an event on the `nth` element matching `selector`, or the scroll position. */
type Effect =
	| { kind: 'attribute'; selector: string; nth?: number; attribute: string }
	| { kind: 'event'; selector: string; nth?: number; event: string }
	| { kind: 'scroll' };

interface FirstEffect {
	/** Milliseconds from the first click to its effect. */
	delay: number;
	/** JavaScript files that had finished downloading when the effect happened. */
	scriptsArrived: number;
}

/**
 * Starts the in-page clock; the returned function resolves once the first click has had its
 * effect. The page reports through a binding, so the figure survives a navigation.
 */
async function timeFirstEffect(page: Page, effect: Effect): Promise<() => Promise<FirstEffect>> {
	let report!: (result: FirstEffect) => void;
	const result = new Promise<FirstEffect>((resolve) => (report = resolve));
	await page.exposeFunction('reportFirstEffect', (value: FirstEffect) => report(value));
	await page.evaluate((effect) => {
		let clickedAt: number | undefined;
		let reported = false;
		const seen = () => {
			if (clickedAt === undefined || reported) return;
			reported = true;
			const scriptsArrived = performance
				.getEntriesByType('resource')
				.filter((entry) => /\.m?js(\?|$)/.test(entry.name)).length;
			(window as unknown as { reportFirstEffect: (value: FirstEffect) => void }).reportFirstEffect({
				delay: performance.now() - clickedAt,
				scriptsArrived,
			});
		};
		addEventListener('click', (event) => (clickedAt ??= event.timeStamp), { capture: true });
		if (effect.kind === 'scroll') {
			// An instant jump sets the scroll position at once (the window hears the click last); a
			// smooth scroll shows in the first scroll event.
			addEventListener('click', () => scrollY === 0 && seen());
			addEventListener('scroll', seen);
		} else {
			const target = document.querySelectorAll(effect.selector)[effect.nth ?? 0]!;
			if (effect.kind === 'attribute')
				new MutationObserver(seen).observe(target, { attributeFilter: [effect.attribute] });
			else target.addEventListener(effect.event, seen);
		}
	}, effect);
	return () => result;
}

/**
 * Runs `firstClick` on a fresh page (new storage, slow phone) until one attempt is within budget,
 * and returns the fastest delay with the last attempt's page, left as the click left it.
 */
async function fastestFirstClick(
	browser: Browser,
	options: BrowserContextOptions,
	firstClick: (page: Page) => Promise<FirstEffect>,
): Promise<{ fastest: number; page: Page }> {
	let fastest = Infinity;
	let page: Page | undefined;
	for (let attempt = 0; attempt < ATTEMPTS && fastest > FIRST_EFFECT_BUDGET_MS; attempt++) {
		await page?.context().close();
		page = await (await browser.newContext(options)).newPage();
		await useSlowPhone(page);
		const { delay, scriptsArrived } = await firstClick(page);
		expect(scriptsArrived, 'the effect came before any JavaScript arrived').toBe(0);
		fastest = Math.min(fastest, delay);
	}
	test.info().annotations.push({ type: 'first effect', description: `${Math.round(fastest)} ms` });
	return { fastest, page: page! };
}

test.describe('first interaction on a slow phone', () => {
	// Up to three page loads on a throttled network and CPU.
	test.describe.configure({ timeout: 120_000 });

	test('the theme toggle switches at once, then React takes over without double toggling', async ({
		browser,
		baseURL,
	}) => {
		const { fastest, page } = await fastestFirstClick(
			browser,
			{ baseURL, colorScheme: 'light' },
			async (page) => {
				const scripts = watchScripts(page);
				await page.goto('/about');
				expect(scripts).toEqual([]);
				await expect(page.locator('html')).toHaveAttribute('data-theme-pref', 'system');
				const firstEffect = await timeFirstEffect(page, {
					kind: 'attribute',
					selector: 'html',
					attribute: 'data-theme-pref',
				});
				await page.getByRole('button', { name: /Theme: system/ }).click();
				await expect(page.locator('html')).toHaveAttribute('data-theme-pref', 'light');
				return firstEffect();
			},
		);
		reportDelay('theme toggle', fastest);

		// Hydrated, the island handles the click and the head script leaves it alone: one step.
		await waitForHydration(page, 'ThemeToggle');
		await page.getByRole('button', { name: /Theme: light/ }).click();
		await expect(page.locator('html')).toHaveAttribute('data-theme-pref', 'dark');
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
		await page.context().close();
	});

	test('an FAQ answer opens at once, then React adds keyboard movement', async ({
		browser,
		baseURL,
	}) => {
		let index = 0;
		const { fastest, page } = await fastestFirstClick(browser, { baseURL }, async (page) => {
			const scripts = watchScripts(page);
			await page.goto('/topics/transformer-models-nlp');
			expect(scripts).toEqual([]);
			const section = page.getByRole('region', { name: 'FAQs [Transformer Models]' });
			index = await section
				.locator('details')
				.evaluateAll((items) => items.findIndex((d) => !(d as HTMLDetailsElement).open));
			const item = section.locator('details').nth(index);
			await item.scrollIntoViewIfNeeded();
			const firstEffect = await timeFirstEffect(page, {
				kind: 'attribute',
				selector: 'section[aria-labelledby="faq-heading"] details',
				nth: index,
				attribute: 'open',
			});
			await item.locator('summary').click();
			await expect(item.locator('.faq-answer')).toBeVisible();
			return firstEffect();
		});
		reportDelay('FAQ answer', fastest);

		await waitForHydration(page, 'FaqAccordion');
		const section = page.getByRole('region', { name: 'FAQs [Transformer Models]' });
		await section.locator('details > summary').nth(index).press('End');
		await expect(section.locator('details > summary').last()).toBeFocused();
		await page.context().close();
	});

	test('an image activates its zoom at once, then React scales it', async ({
		browser,
		baseURL,
	}) => {
		const { fastest, page } = await fastestFirstClick(browser, { baseURL }, async (page) => {
			const button = page.getByRole('main').getByRole('button', { name: 'Zoom image' }).first();
			const scripts = watchScripts(page);
			await page.goto('/topics/neural-networks');
			expect(scripts).toEqual([]);
			const controls = await button.getAttribute('popovertarget');
			const firstEffect = await timeFirstEffect(page, {
				kind: 'event',
				selector: `[id="${controls}"]`,
				event: 'beforetoggle',
			});
			await button.click();
			await expect(page.getByRole('slider', { name: 'Zoom' })).toBeVisible();
			return firstEffect();
		});
		reportDelay('zoomable image', fastest);

		await waitForHydration(page, 'ZoomableImage');
		const slider = page.getByRole('slider', { name: 'Zoom' });
		await slider.fill('150');
		const image = page.getByRole('main').locator('.zoomable-img').first();
		await expect
			.poll(() => image.evaluate((img) => getComputedStyle(img).transform))
			.toBe('matrix(1.5, 0, 0, 1.5, 0, 0)');
		await page.context().close();
	});

	test('a topic card jumps to the top at once, then navigates without JavaScript', async ({
		browser,
		baseURL,
	}) => {
		const { fastest, page } = await fastestFirstClick(browser, { baseURL }, async (page) => {
			const scripts = watchScripts(page);
			await page.goto('/topics');
			const card = page.getByRole('link', { name: /Edge AI: Bringing Intelligence to Devices/ });
			await card.scrollIntoViewIfNeeded();
			await page.evaluate(() => window.scrollBy(0, 200));
			const firstEffect = await timeFirstEffect(page, { kind: 'scroll' });
			await card.click();
			await page.waitForURL('**/topics/edge-ai');
			expect(scripts).toEqual([]);
			return firstEffect();
		});
		reportDelay('topic card', fastest);
		await page.context().close();
	});
});
