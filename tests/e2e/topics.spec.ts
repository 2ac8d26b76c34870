import { expect, test } from '@playwright/test';
import { contentFiles, day, guides, SPEC_GUIDES } from '../helpers/content';
import {
	expectNoSeriousA11yViolations,
	useTheme,
	waitForHydration,
	watchConsole,
	watchScripts,
} from './helpers';

/**
 * What each guide must show, from its own file: title, publication date, FAQ title and count,
 * references heading and count. SPEC's fixed counts are checked on the files (tests/content/spec-content.test.ts).
 */
const GUIDES = guides().map(({ slug, data }) => {
	const { faq, references, published } = data as typeof data & {
		published: unknown;
		faq?: { title: string; items: unknown[] };
		references?: { title?: string; items: unknown[] };
	};
	return {
		slug,
		title: data.title,
		date: day(published),
		faq: faq && ([faq.title, faq.items.length] as const),
		refs: references && ([references.title ?? 'References', references.items.length] as const),
	};
});
const GUIDE_SLUGS = GUIDES.map((guide) => guide.slug);
const OVERVIEW_ANCHORS = contentFiles('topics-overview').map(({ slug }) => `#${slug}`);

test.describe('/topics', () => {
	test('has a card for every guide and every in-page section, which exist', async ({ page }) => {
		await page.goto('/topics');
		const cards = page.getByRole('main').getByRole('list').first().getByRole('link');
		await expect(cards).toHaveCount(GUIDE_SLUGS.length + OVERVIEW_ANCHORS.length);
		const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
		expect(hrefs.filter((h) => h.startsWith('/topics/')).sort()).toEqual(
			GUIDE_SLUGS.map((s) => `/topics/${s}`).sort(),
		);
		for (const slug of SPEC_GUIDES) expect(GUIDE_SLUGS).toContain(slug);
		for (const anchor of OVERVIEW_ANCHORS) {
			expect(hrefs).toContain(anchor);
			await expect(page.locator(anchor)).toHaveCount(1);
		}
	});

	test('a card click scrolls to the top, then navigates after 300 ms', async ({ page }) => {
		await page.goto('/topics');
		const card = page.getByRole('link', { name: /Edge AI: Bringing Intelligence to Devices/ });
		await card.scrollIntoViewIfNeeded();
		await page.evaluate(() => window.scrollBy(0, 200));
		const started = Date.now();
		await card.click();
		await page.waitForURL('**/topics/edge-ai');
		expect(Date.now() - started).toBeGreaterThanOrEqual(280);
	});

	test('cards stay plain links without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/topics');
		await page.getByRole('link', { name: /Neural Networks Explained/ }).click();
		await expect(page).toHaveURL(/\/topics\/neural-networks$/);
		await context.close();
	});
});

test.describe('topic guides', () => {
	for (const { slug, ...expected } of GUIDES) {
		test(`${slug}: breadcrumb, FAQ, references and structured data`, async ({ page }) => {
			const console = watchConsole(page);
			const response = await page.goto(`/topics/${slug}`);
			expect(response?.status()).toBe(200);
			const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
			await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
			await expect(breadcrumb.getByRole('link', { name: 'Topics' })).toHaveAttribute(
				'href',
				'/topics',
			);
			const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
			expect(title).toBe(expected.title);
			await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);
			await expect(page.locator(`time[datetime="${expected.date}"]`).first()).toBeVisible();
			// The lead diagram is carried in the page (an inline SVG named by its alt text).
			const image = page.getByRole('main').getByRole('img').first();
			await expect(image).toHaveAttribute('width', '800');
			await expect(image).toHaveAttribute('height', '450');
			await expect(image).toHaveAttribute('data-lead-diagram');
			expect((await image.getAttribute('aria-label'))!.length).toBeGreaterThan(10);

			const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
			const data = blocks.map((b) => JSON.parse(b));
			const articleLd = data.find((d) => d['@type'] === 'Article');
			expect(articleLd.headline).toBe(title);
			expect(articleLd.datePublished).toMatch(new RegExp(`^${expected.date}`));
			// The line under the title shows the published, updated and "Last reviewed" dates a guide
			// has; search engines get the last real change of the text (shown as "Updated"), never the
			// review date alone.
			const shownDates = await page
				.locator('h1 + p time')
				.evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
			expect(shownDates[0]).toBe(expected.date);
			const updated = page.locator('h1 + p span', { hasText: /^Updated / }).locator('time');
			const changed = (await updated.count())
				? await updated.getAttribute('datetime')
				: expected.date;
			expect(String(articleLd.dateModified).slice(0, 10)).toBe(changed);
			// Its "What changed" list, newest first, ends with the publication; a guide not changed
			// since it was published has none.
			const history = page.locator('details.page-changes li time');
			if (changed === expected.date) await expect(history).toHaveCount(0);
			else await expect(history.last()).toHaveAttribute('datetime', expected.date);
			expect(data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);

			if (expected.faq) {
				const [faqTitle, count] = expected.faq;
				const section = page.getByRole('region', { name: faqTitle });
				await expect(section).toBeVisible();
				// Each question is a native <summary> (exposed as a button by browsers; Playwright's role
				// engine has no role for it, so select it by element).
				const questions = section.locator('details > summary');
				const n = await questions.count();
				expect(n).toBe(count);
				const faqLd = data.find((d) => d['@type'] === 'FAQPage');
				expect(faqLd.mainEntity).toHaveLength(n);
				// The structured answers are the visible answers.
				const answers = await section.locator('.faq-answer').evaluateAll((els) =>
					els.map((e) => {
						// An answer of several paragraphs reads as one text, a space between them.
						const paragraphs = [...e.querySelectorAll('p')].map((p) => p.textContent);
						const text = paragraphs.length ? paragraphs.join(' ') : e.textContent!;
						return text.replace(/\s+/g, ' ').trim();
					}),
				);
				const ldAnswers = faqLd.mainEntity.map((q: { acceptedAnswer: { text: string } }) =>
					q.acceptedAnswer.text.replace(/\s+/g, ' ').trim(),
				);
				expect(answers).toEqual(ldAnswers);
			}

			if (expected.refs) {
				const [refsTitle, count] = expected.refs;
				const section = page.getByRole('region', { name: refsTitle });
				const items = section.locator('li.reference');
				await expect(items).toHaveCount(count);
				for (let i = 1; i <= count; i++)
					await expect(page.locator(`#citation-${i}`)).toHaveCount(1);
			}
			expect(console.errors).toEqual([]);
		});
	}

	test('a guide that is only read downloads no JavaScript', async ({ page }) => {
		const scripts = watchScripts(page);
		await page.goto('/topics/edge-ai');
		await page.mouse.wheel(0, 3000);
		await page.waitForLoadState('networkidle');
		expect(scripts).toEqual([]);
	});

	test('a guide paints from its HTML and stylesheet alone: the lead diagram and the icon are in the page', async ({
		page,
	}) => {
		const requested: string[] = [];
		page.on('request', (request) => requested.push(new URL(request.url()).pathname));
		await page.goto('/topics/reinforcement-learning', { waitUntil: 'load' });
		const articleLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
			.map((text) => JSON.parse(text))
			.find((data) => data['@type'] === 'Article');
		// Search engines still get the diagram's own file.
		const diagramFile = new URL(articleLd.image[0]).pathname;
		expect(diagramFile).toMatch(/^\/_astro\/reinforcement-learning\.[\w-]+\.svg$/);
		expect((await page.request.get(diagramFile)).ok()).toBe(true);

		const diagram = page.locator('main svg[data-lead-diagram]');
		await expect(diagram).toBeVisible();
		await expect(diagram).toHaveAccessibleName(/^Diagram of the reinforcement learning loop/);
		expect((await diagram.boundingBox())!.height).toBeGreaterThan(100);
		// Its markers survived inlining (their ids are prefixed, and still found).
		const markers = await diagram.evaluate((svg) =>
			[...svg.querySelectorAll('[marker-end]')].map((el) => {
				const id = el.getAttribute('marker-end')!.match(/url\(#(.+)\)/)![1]!;
				return svg.querySelector(`marker[id="${id}"]`) !== null;
			}),
		);
		expect(markers.length).toBeGreaterThan(0);
		expect(markers.every(Boolean)).toBe(true);

		await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
			'href',
			/^data:image\/svg\+xml,/,
		);
		expect(requested.filter((path) => path === diagramFile || path.startsWith('/favicon'))).toEqual(
			[],
		);
		expect(requested.filter((path) => path.endsWith('.css'))).toHaveLength(1);
	});

	test('FAQ answers are in the HTML and toggle with click, Enter and Space', async ({ page }) => {
		const scripts = watchScripts(page);
		await page.goto('/topics/transformer-models-nlp');
		const section = page.getByRole('region', { name: 'FAQs [Transformer Models]' });
		// Each item is a native <details>; "expanded" is its `open` state.
		const index = await section
			.locator('details')
			.evaluateAll((items) => items.findIndex((d) => !(d as HTMLDetailsElement).open));
		const first = section.locator('details').nth(index);
		const question = first.locator('summary');
		await expect(first).not.toHaveAttribute('open');
		expect(await section.locator('.faq-answer').first().textContent()).toBeTruthy();
		// The very first click hydrates the island and still takes effect.
		await question.click();
		await expect(first).toHaveAttribute('open', '');
		expect(scripts.length).toBeGreaterThan(0);
		const answer = first.locator('.faq-answer');
		await expect(answer).toBeVisible();
		await question.press('Enter');
		await expect(first).not.toHaveAttribute('open');
		await question.press('Space');
		await expect(first).toHaveAttribute('open', '');
		// Moving between questions is React's (native <details> only toggle): wait until it is in.
		await waitForHydration(page, 'FaqAccordion');
		await question.press('Home');
		await expect(section.locator('details > summary').first()).toBeFocused();
	});

	test('FAQ answers show without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/topics/edge-ai');
		await expect(
			page.getByRole('region', { name: 'FAQs [Edge AI]' }).locator('.faq-answer').first(),
		).toBeVisible();
		await context.close();
	});

	test('an image zooms with its slider and resets when the reader clicks elsewhere', async ({
		page,
	}) => {
		await page.goto('/topics/neural-networks');
		const zoom = page.getByRole('main').getByRole('button', { name: 'Zoom image' }).first();
		await zoom.click();
		const slider = page.getByRole('slider', { name: 'Zoom' });
		await expect(slider).toBeVisible();
		await expect(slider).toHaveAttribute('max', '200');
		await slider.fill('150');
		const image = page.getByRole('main').locator('.zoomable-img').first();
		await expect
			.poll(() => image.evaluate((img) => getComputedStyle(img).transform))
			.toBe('matrix(1.5, 0, 0, 1.5, 0, 0)');
		await page.getByRole('heading', { level: 1 }).click();
		await expect(slider).toBeHidden();
		await expect.poll(() => image.evaluate((img) => getComputedStyle(img).transform)).toBe('none');
		// Keyboard: Enter activates, Escape resets.
		await page.getByRole('main').getByRole('button', { name: 'Zoom image' }).first().press('Enter');
		await expect(page.getByRole('slider', { name: 'Zoom' })).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(page.getByRole('slider', { name: 'Zoom' })).toBeHidden();
	});

	test('only one image is zoomed at a time', async ({ page }) => {
		await page.goto('/topics/transformer-models-nlp');
		const buttons = page
			.getByRole('main')
			.getByRole('button', { name: /Zoom image|Stop zooming image/ });
		expect(await buttons.count()).toBeGreaterThanOrEqual(2);
		await buttons.nth(0).click();
		await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
		await buttons.nth(1).scrollIntoViewIfNeeded();
		await buttons.nth(1).click();
		await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
		await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
	});

	test('a citation marker scrolls to its reference, which links back', async ({ page }) => {
		await page.goto('/topics/reinforcement-learning');
		const marker = page.getByRole('link', { name: 'Reference 3', exact: true }).first();
		await marker.click();
		await expect(page).toHaveURL(/#citation-3$/);
		await expect(page.locator('#citation-3')).toBeInViewport();
		await page
			.locator('#citation-3')
			.getByRole('link', { name: /Back to the text citing reference 3/ })
			.click();
		await expect(page.locator('#cite-ref-3')).toBeInViewport();
	});

	for (const theme of ['light', 'dark'] as const) {
		for (const path of [
			'/topics',
			'/topics/reinforcement-learning',
			'/topics/transformer-models-nlp',
		]) {
			test(`${path} has no serious accessibility violations (${theme})`, async ({ page }) => {
				await useTheme(page, theme);
				await page.goto(path);
				await expectNoSeriousA11yViolations(page, `${path} (${theme})`);
			});
		}
	}
});
