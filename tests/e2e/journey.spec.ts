/**
 * A learner's journey on a 360×740 phone: from /learn into a path, through its steps inside the
 * guides by the "Next" controls after each checkpoint, and back to /learn, which has moved; then
 * one test per defect of the 2026-11-28 walk-through that this journey met (D1–D7, D12, D13, D18).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useTheme, waitForHydration } from './helpers';
import { learnerState } from './learning-helpers';
import {
	answerRight,
	checkpointBefore,
	inViewport,
	PATH,
	PATH_TITLE,
	route,
	STEPS,
	stepHref,
} from './journey-helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a learner follows "AI from zero" by the Next controls, with a reload, and /learn moves', async ({
	page,
}) => {
	await page.goto('/learn');
	await page.getByRole('link', { name: PATH_TITLE, exact: true }).first().tap();
	await expect(page).toHaveURL(`/learn/${PATH}`);
	await page.locator('#step-1').getByRole('link').first().tap();
	await expect(page).toHaveURL(stepHref(STEPS[0]!));

	// Step 1: answering every question marks it done; its way on names step 2.
	await answerRight(checkpointBefore(page, 1));
	const first = route(page, 1);
	await expect(first.getByText('✓ Done')).toBeVisible();
	await expect(first.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
	await first.getByRole('link', { name: /^Next: / }).tap();
	await expect(page).toHaveURL(stepHref(STEPS[1]!));

	// Step 2, after a reload: the route holds, and "Mark this section as done" marks it.
	await page.reload();
	const second = route(page, 2);
	await expect(second).toBeVisible();
	await second.getByRole('button', { name: 'Mark this section as done' }).tap();
	await expect(second.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
	await second.getByRole('link', { name: /^Next: / }).tap();
	await expect(page).toHaveURL(stepHref(STEPS[2]!));

	// Step 3 by its checkpoint; its Next leads into another guide (step 4).
	await answerRight(checkpointBefore(page, 3));
	const step4 = stepHref(STEPS[3]!);
	await expect(route(page, 3).getByRole('link', { name: /^Next: / })).toHaveAttribute(
		'href',
		step4,
	);
	// No other path's way on shows to a learner on this one.
	await expect(page.locator(`.path-route:not([data-path="${PATH}"])`).first()).toBeHidden();

	// The phone menu leads to Learn, which shows the three steps and continues at step 4.
	await page.getByRole('button', { name: 'Menu' }).tap();
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).tap();
	await expect(page).toHaveURL('/learn');
	await expect(page.locator(`[data-path-progress="${PATH}"] [data-progress-text]`)).toHaveText(
		`3 of ${STEPS.length} steps done`,
	);
	const resume = page.locator('[data-continue]').first();
	await expect(resume).toBeVisible();
	await expect(resume.locator('a').first()).toHaveAttribute('href', step4);
});

test.describe('the defects of the walk-through, each fixed', () => {
	test('D4: a step opened from the path page names its own step and the next one (step 8)', async ({
		page,
	}) => {
		await page.goto(`/learn/${PATH}`);
		await page.locator('#step-8').getByRole('link').first().tap();
		const eighth = route(page, 8);
		await expect(eighth).toBeVisible();
		await expect(eighth.getByRole('link', { name: /^Next: / })).toHaveAttribute(
			'href',
			stepHref(STEPS[8]!),
		);
		await expect(eighth.getByRole('link', { name: 'Back to the path' })).toHaveAttribute(
			'href',
			`/learn/${PATH}#step-8`,
		);
		// Only this path's blocks show: one for each of its steps in this guide.
		await expect(page.locator(`.path-route[data-path="${PATH}"]:visible`)).toHaveCount(
			STEPS.filter((step) => step.guide === STEPS[7]!.guide).length,
		);
		await expect(page.locator(`.path-route:not([data-path="${PATH}"]):visible`)).toHaveCount(0);
	});

	test('a reader who came without a path sees no path controls', async ({ page }) => {
		await page.goto('/topics/ai-fundamentals');
		await expect(page.locator('.path-route').first()).toBeAttached();
		await expect(page.locator('.path-route:visible')).toHaveCount(0);
	});

	test('D3: "Mark this guide as done" marks the step of a path that lists the guide, and /learn moves', async ({
		page,
	}) => {
		const path = 'large-language-models-and-agents';
		await page.goto(`/learn/${path}`);
		await page.locator('#step-2').getByRole('link').first().tap();
		const block = page.getByRole('navigation', {
			name: /^Large language models and agents, step 2 of \d+$/,
		});
		await block.getByRole('button', { name: 'Mark this guide as done' }).tap();
		await expect(block.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
		await page.goto('/learn');
		await expect(page.locator(`[data-path-progress="${path}"] [data-progress-text]`)).toHaveText(
			/^1 of \d+ steps done$/,
		);
		await expect(page.locator('[data-continue] a').first()).toHaveAttribute(
			'href',
			new RegExp(`\\?path=${path}`),
		);
	});

	test('D7: a step already done shows as done from the first paint, before any script loads', async ({
		page,
	}) => {
		await page.goto(`/learn/${PATH}`);
		const step = page.locator('#step-1');
		await step.getByRole('button', { name: 'Mark this section as done' }).tap();
		await expect(step.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
		// No island may load now: what shows is the page's own first paint.
		await page.route('**/_astro/**/*.js', (r) => r.abort());
		await page.reload();
		await expect(step.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
		await expect(step.getByText('Mark this section as done')).toBeHidden();
	});

	test('D2: arrow keys before hydration never answer; only the final pick counts', async ({
		page,
	}) => {
		// The island's code arrives late, as on a slow phone.
		await page.route('**/_astro/CheckpointQuiz.*.js', async (r) => {
			await new Promise((resolve) => setTimeout(resolve, 800));
			await r.continue();
		});
		await page.goto('/topics/ai-fundamentals');
		const question = page.locator('section.checkpoint li.cq:not([data-recall])').first();
		const options = question.locator('.cq-option');
		const right = await options.evaluateAll((all) =>
			all.findIndex((o) => o.hasAttribute('data-correct')),
		);
		const id = (await question.getAttribute('data-question'))!;
		await options.nth(right).locator('input').focus();
		await page.keyboard.press('ArrowDown');
		await expect(question.locator('input:checked')).toHaveCount(0);
		await waitForHydration(page, 'CheckpointQuiz');
		await page.keyboard.press('ArrowUp');
		await page.keyboard.press('Space');
		await expect
			.poll(async () => (await learnerState(page))?.answers[`ai-fundamentals/${id}`])
			.toMatchObject({ choice: right, correct: true });
	});

	test('D5: after "Show answer" the four grades are on the screen, below the answer', async ({
		page,
	}) => {
		await page.goto('/glossary/overfitting');
		await page.getByRole('button', { name: 'Add to review', exact: true }).tap();
		await expect(page.getByRole('status').filter({ hasText: /cards? added/ })).toBeVisible();
		await page.goto('/review');
		await page.getByRole('button', { name: /Show answer/ }).tap();
		const answer = page.locator('[data-review-answer]');
		await expect(answer).toBeVisible();
		const grades = page.locator('.review-grade');
		await expect(grades).toHaveCount(4);
		for (const grade of await grades.all()) expect(await inViewport(grade)).toBe(true);
		const bar = (await page.locator('.review-grade-bar').boundingBox())!;
		const shown = (await answer.locator('p').first().boundingBox())!;
		expect(shown.y).toBeGreaterThanOrEqual(0);
		expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y);
	});

	test('D12: Space shows the answer even with focus on a deck button, and adds no deck', async ({
		page,
	}) => {
		await page.goto('/glossary/overfitting');
		await page.getByRole('button', { name: 'Add to review', exact: true }).tap();
		await expect(page.getByRole('status').filter({ hasText: /cards? added/ })).toBeVisible();
		await page.goto('/review');
		await waitForHydration(page, 'ReviewApp');
		const cards = Object.keys((await learnerState(page))!.cards).length;
		await page
			.getByRole('button', { name: /^Add all \d+ / })
			.first()
			.focus();
		await page.keyboard.press('Space');
		await expect(page.locator('[data-review-answer]')).toBeVisible();
		expect(Object.keys((await learnerState(page))!.cards)).toHaveLength(cards);
	});

	for (const theme of ['light', 'dark'] as const)
		test(`D13: grade names hold their visible words, and each checkpoint has its own name (${theme})`, async ({
			page,
		}) => {
			await useTheme(page, theme);
			const rules = ['label-content-name-mismatch', 'landmark-unique'];
			await page.goto('/topics/ai-fundamentals');
			const guide = await new AxeBuilder({ page }).withRules(rules).analyze();
			expect(guide.violations.map((v) => v.id)).toEqual([]);
			await page.goto('/glossary/overfitting');
			await page.getByRole('button', { name: 'Add to review', exact: true }).tap();
			await expect(page.getByRole('status').filter({ hasText: /cards? added/ })).toBeVisible();
			await page.goto('/review');
			await page.getByRole('button', { name: /Show answer/ }).tap();
			await expect(
				page.getByRole('button', { name: /^Good\b.*next in 10 minutes$/ }),
			).toBeVisible();
			const review = await new AxeBuilder({ page }).withRules(rules).analyze();
			expect(review.violations.map((v) => v.id)).toEqual([]);
		});

	test('D6: Learn and Review are in the main navigation on a wide screen too', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.goto('/topics');
		const nav = page.getByRole('navigation', { name: 'Main' });
		await expect(nav.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
		await expect(nav.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
		await expect(nav.getByRole('link', { name: 'Learn' })).toBeVisible();
	});

	test('D6: on a phone the first screen of the home page offers a start, and a returning learner Continue', async ({
		page,
	}) => {
		await page.goto('/');
		const start = page.getByRole('link', { name: /Start learning/ });
		await expect(start).toBeVisible();
		expect(await inViewport(start)).toBe(true);
		await page.goto(`/learn/${PATH}`);
		await page.locator('#step-1').getByRole('button', { name: 'Mark this section as done' }).tap();
		await expect(page.locator('#step-1').getByText('✓ Done')).toBeVisible();
		await page.goto('/');
		const resume = page.locator('[data-continue]').first();
		await expect(resume).toBeVisible();
		expect(await inViewport(resume.getByRole('link').first())).toBe(true);
		await expect(start).toBeHidden();
	});
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });
	test('D18: /review says what it needs instead of loading forever', async ({ page }) => {
		await page.goto('/review');
		// A browser without scripts shows <noscript>; Playwright's switch keeps it hidden, so its
		// words are checked in the markup.
		expect(await page.locator('noscript').allTextContents()).toContainEqual(
			expect.stringContaining('Review needs JavaScript'),
		);
		await expect(page.getByText('Loading your cards…')).toBeHidden();
	});
});

test.describe('offline', () => {
	test.use({ serviceWorkers: 'allow' });
	test('D1: on a page visited but never touched, answers and marks given offline are kept', async ({
		page,
		context,
	}) => {
		await page.goto(`/learn/${PATH}`);
		await page.evaluate(() => navigator.serviceWorker.ready);
		if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
		// The worker keeps the learning islands' code from its install.
		await expect
			.poll(() =>
				page.evaluate(async () => {
					for (const name of await caches.keys())
						for (const request of await (await caches.open(name)).keys())
							if (request.url.includes('/CheckpointQuiz.')) return true;
					return false;
				}),
			)
			.toBe(true);
		await page.goto('/topics/computer-vision');
		await context.setOffline(true);
		await page.goto('/topics/computer-vision');
		const question = page.locator('section.checkpoint li.cq:not([data-recall])').first();
		await question.locator('.cq-option[data-correct] label').tap();
		await expect(
			page
				.locator('section.checkpoint')
				.first()
				.getByText(/^1 of 1 right/),
		).toBeVisible();
		const id = (await question.getAttribute('data-question'))!;
		await expect
			.poll(async () => (await learnerState(page))?.answers[`computer-vision/${id}`]?.correct)
			.toBe(true);

		await page.goto(`/learn/${PATH}`);
		const step = page.locator('#step-1');
		await step.getByRole('button', { name: 'Mark this section as done' }).tap();
		await expect(step.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
		expect((await learnerState(page))!.steps[(await step.getAttribute('data-step'))!]?.done).toBe(
			true,
		);
	});
});

test('on a slow network, taps made while the page is still loading its code are kept', async ({
	page,
}) => {
	test.setTimeout(120_000);
	// Slow 3G as DevTools defines it, for this page's requests (the worker is blocked in tests).
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 2000,
		downloadThroughput: (500 * 1024) / 8,
		uploadThroughput: (500 * 1024) / 8,
	});
	await page.goto(`/learn/${PATH}`, { timeout: 60_000 });
	await page.locator('#step-1').getByRole('link').first().tap();
	await expect(page).toHaveURL(/\?path=ai-from-zero#what-artificial/, { timeout: 60_000 });
	// The first tap hydrates the block; every pick is kept once its code has arrived.
	const block = checkpointBefore(page, 1);
	const questions = block.locator('li.cq:not([data-recall])');
	// The page is still arriving: count its questions once the block's last one is there.
	await expect(route(page, 1)).toBeAttached({ timeout: 60_000 });
	const count = await questions.count();
	expect(count).toBeGreaterThan(0);
	for (let i = 0; i < count; i++)
		await questions.nth(i).locator('.cq-option[data-correct] label').tap();
	await expect(block.getByText(`${count} of ${count} right`)).toBeVisible({ timeout: 60_000 });
	await expect(route(page, 1).getByText('✓ Done')).toBeVisible();
	await route(page, 1)
		.getByRole('link', { name: /^Next: / })
		.tap();
	await expect(page).toHaveURL(/#a-short-history-of-ai$/);
});
