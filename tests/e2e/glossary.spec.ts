import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
	expectNoSeriousA11yViolations,
	useTheme,
	waitForHydration,
	watchConsole,
	watchScripts,
} from './helpers';

const ISLAND = 'astro-island[component-url*="GlossaryBrowser"]';

/**
 * Opens a glossary URL and waits for the island, so a test's steps never race its hydration. An
 * address that asks for a view (`?letter=B`) hydrates it as the page loads; plain /glossary waits
 * for the reader's first interaction, which a focus inside the island stands for here (the tests
 * below the first describe block check that real first clicks and typing are not lost).
 */
async function open(page: Page, path: string) {
	await page.goto(path);
	if (!new URL(path, 'http://x').search) await page.locator(ISLAND).dispatchEvent('focusin');
	await waitForHydration(page, 'GlossaryBrowser');
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the glossary' });
const results = (page: Page) => page.locator('[data-glossary-list]');

test.describe('glossary page', () => {
	test('shows 26 letter tiles with counts and browses a letter', async ({ page }) => {
		const console = watchConsole(page);
		await open(page, '/glossary');
		const letters = page.getByRole('region', { name: 'Browse by Alphabets' }).getByRole('listitem');
		await expect(letters).toHaveCount(26);
		await page.getByRole('link', { name: /^N, \d+ terms$/ }).click();
		await expect(page).toHaveURL(/\?letter=N$/);
		await expect(page.getByRole('heading', { name: 'Terms Starting with “N”' })).toBeVisible();
		// The letter's terms arrive after the heading: wait for their count, then check the cards.
		const label = results(page).getByText(/^\d+ terms$/);
		await expect(label).toBeVisible();
		const count = Number((await label.textContent())!.split(' ')[0]);
		expect(count).toBeGreaterThan(1);
		const cards = results(page).getByRole('link');
		await expect(cards).toHaveCount(count);
		for (const text of await cards.locator('span.text-lg').allInnerTexts())
			expect(text[0]!.toUpperCase()).toBe('N');
		await expect(page.getByRole('link', { name: /^N, / })).toHaveAttribute('aria-current', 'true');
		await page.getByRole('button', { name: 'Back to Search' }).click();
		await expect(page).toHaveURL(/\/glossary$/);
		await expect(page.getByRole('heading', { name: 'All terms A–Z' })).toBeVisible();
		expect(console.errors).toEqual([]);
	});

	test('dims letters without terms and makes them unclickable', async ({ page }) => {
		await page.route('**/api/glossary/letters', async (route) => {
			const body = (await (await route.fetch()).json()) as { letter: string; count: number }[];
			await route.fulfill({ json: body.map((e) => (e.letter === 'Q' ? { ...e, count: 0 } : e)) });
		});
		await open(page, '/glossary');
		const q = page.getByRole('button', { name: 'Q, 0 terms' });
		await expect(q).toBeDisabled();
	});

	test('shows the letter bar from the page and 10 skeleton cards while loading', async ({
		page,
	}) => {
		// The answers wait until the placeholders have been seen, however fast or slow the machine.
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		for (const pattern of ['**/api/glossary/letters', '**/api/glossary/letter/*']) {
			await page.route(pattern, async (route) => {
				await held;
				await route.continue();
			});
		}
		await open(page, '/glossary?letter=B');
		// The page carries the letter bar (counts from the build) while the live counts load, so it
		// never needs its 26 placeholder tiles (LetterBar.test.tsx covers those).
		await expect(page.getByTestId('letter-skeletons')).toHaveCount(0);
		await expect(
			page.getByRole('region', { name: 'Browse by Alphabets' }).getByRole('listitem'),
		).toHaveCount(26);
		await expect(page.getByTestId('term-skeletons').locator('li')).toHaveCount(10);
		await expect(page.getByRole('heading', { name: 'Terms Starting with “B”' })).toBeVisible();
		release();
		await expect(page.getByTestId('term-skeletons')).toHaveCount(0, { timeout: 10_000 });
	});

	test("a term card leads to the term's page, and Back returns to that card in the list", async ({
		page,
	}) => {
		await open(page, '/glossary?letter=S');
		const card = results(page).getByRole('link', { name: /^Stochastic Gradient Descent/ });
		await expect(card).toHaveAttribute('href', '/glossary/stochastic-gradient-descent');
		await card.scrollIntoViewIfNeeded();
		const left = await page.evaluate(() => window.scrollY);
		await card.click();
		await expect(page).toHaveURL(/\/glossary\/stochastic-gradient-descent$/);
		await expect(
			page.getByRole('heading', { level: 1, name: 'Stochastic Gradient Descent' }),
		).toBeVisible();
		await expect(page).toHaveTitle(/Stochastic Gradient Descent.* \| AI Atlas$/);
		await page.goBack();
		await expect(page).toHaveURL(/\?letter=S$/);
		await expect(page.getByRole('heading', { name: 'Terms Starting with “S”' })).toBeVisible();
		await expect(card).toBeFocused();
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
		await expect(page).toHaveTitle('AI & Machine Learning Glossary | AI Atlas');
	});

	test("with the island running, an old in-place address reached through history is replaced by the term's page", async ({
		page,
	}) => {
		await open(page, '/glossary?letter=S');
		// An entry of this page at the old address, as the island once made them, then another view.
		await page.evaluate(() => {
			history.pushState(null, '', '/glossary?term=softmax');
			history.pushState(null, '', '/glossary?letter=T');
		});
		await page.goBack();
		await expect(page).toHaveURL(/\/glossary\/softmax$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Softmax' })).toBeVisible();
		// It took that entry's place: Back goes on to the list before it.
		await page.goBack();
		await expect(page).toHaveURL(/\/glossary\?letter=S$/);
	});

	test('applies URL parameters on load and ignores invalid ones', async ({ page }) => {
		await open(page, '/glossary?category=Deep%20Learning&categoryType=primary&difficulty=beginner');
		await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
			'Category: Deep Learning',
		);
		await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
			'Difficulty: beginner',
		);
		await expect(results(page).getByRole('link').first()).toBeVisible();
		await open(page, '/glossary?letter=ab');
		await expect(page.getByRole('heading', { name: 'All terms A–Z' })).toBeVisible();
	});

	test('filters by category and difficulty, with chips and Clear Filters', async ({ page }) => {
		await open(page, '/glossary');
		const categories = page.getByRole('button', { name: 'Categories' });
		await expect(categories).toHaveAttribute('aria-expanded', 'false');
		await categories.click();
		await page.getByRole('button', { name: /^Reinforcement Learning \d+$/ }).click();
		await expect(page).toHaveURL(/category=Reinforcement\+Learning&categoryType=primary/);
		await expect(page.getByRole('heading', { name: 'Filtered terms' })).toBeVisible();
		await expect(results(page).getByRole('link').first()).toBeVisible();
		const all = await results(page).getByRole('link').count();
		expect(all).toBeGreaterThan(3);

		await page.getByRole('button', { name: 'Difficulty' }).click();
		await page.getByRole('button', { name: 'advanced', exact: true }).click();
		await expect(page).toHaveURL(/difficulty=advanced/);
		await expect.poll(() => results(page).getByRole('link').count()).toBeLessThan(all);

		// Clicking the selected difficulty deselects it.
		await page.getByRole('button', { name: 'advanced', exact: true }).click();
		await expect(page).not.toHaveURL(/difficulty=/);

		await page.getByRole('button', { name: /Remove filter Category/ }).click();
		await expect(page).not.toHaveURL(/category=/);

		await page.getByRole('button', { name: /^Mathematics \d+$/ }).click();
		await page.getByRole('button', { name: 'Clear Filters' }).click();
		await expect(page).toHaveURL(/\/glossary$/);
	});

	test('secondary categories are lettered under their primary', async ({ page }) => {
		await open(page, '/glossary');
		await page.getByRole('button', { name: 'Categories' }).click();
		const sub = page.getByRole('button', { name: /^Architectures \d+$/ });
		await sub.click();
		await expect(page).toHaveURL(/category=Deep\+Learning%3AArchitectures&categoryType=secondary/);
		await expect(results(page).getByRole('link', { name: /^Transformer/ })).toBeVisible();
	});
});

test.describe('glossary before the island hydrates', () => {
	test('downloads no JavaScript until the first click, which chooses the letter it lands on', async ({
		page,
	}) => {
		const scripts = watchScripts(page);
		const console = watchConsole(page);
		await page.goto('/glossary');
		const n = page.getByRole('link', { name: /^N, \d+ terms$/ });
		await expect(n).toBeVisible();
		await page.waitForLoadState('networkidle');
		expect(scripts).toEqual([]);
		await n.click();
		await expect(page).toHaveURL(/\?letter=N$/);
		await expect(page.getByRole('heading', { name: 'Terms Starting with “N”' })).toBeVisible();
		await expect(results(page).getByText(/^\d+ terms$/)).toBeVisible();
		expect(scripts.some((url) => /GlossaryBrowser\.[\w-]+\.js$/.test(url))).toBe(true);
		expect(console.errors).toEqual([]);
	});

	test('keeps text typed while the island loads, and suggests from it', async ({ page }) => {
		// The island's code waits until the text is in the field, however fast the machine.
		let release!: () => void;
		const typed = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/_astro/GlossaryBrowser.*.js', async (route) => {
			await typed;
			await route.continue();
		});
		await page.goto('/glossary');
		await searchBox(page).pressSequentially('softm');
		await expect(page.locator(ISLAND)).toHaveAttribute('ssr', '');
		release();
		await waitForHydration(page, 'GlossaryBrowser');
		await expect(page.getByRole('option', { name: /^Softmax/ })).toBeVisible();
		await expect(searchBox(page)).toHaveValue('softm');
	});

	test("the page's letter bar has the live counts", async ({ page }) => {
		await page.goto('/glossary');
		const labels = await page
			.getByRole('region', { name: 'Browse by Alphabets' })
			.locator('li > *')
			.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
		// Admin tests running beside this one add a term and delete it again: read the counts until
		// none is under way.
		await expect
			.poll(
				async () =>
					(
						(await (await page.request.get('/api/glossary/letters')).json()) as {
							letter: string;
							count: number;
						}[]
					).map(({ letter, count }) => `${letter}, ${count} ${count === 1 ? 'term' : 'terms'}`),
				{ timeout: 20_000 },
			)
			.toEqual(labels);
		await expect(page.locator(ISLAND)).toHaveAttribute('ssr', '');
	});
});

test.describe('glossary search box', () => {
	test("suggests from 2 characters; arrows and Enter open the chosen term's page", async ({
		page,
	}) => {
		await open(page, '/glossary');
		const box = searchBox(page);
		await box.fill('s');
		await expect(page.getByRole('listbox')).toHaveCount(0);
		await box.fill('softm');
		await expect(page.getByText('Searching...')).toBeVisible();
		const option = page.getByRole('option', { name: /^Softmax/ });
		await expect(option).toBeVisible();
		await expect(box).toHaveAttribute('aria-expanded', 'true');
		await box.press('ArrowDown');
		await expect(option).toHaveAttribute('aria-selected', 'true');
		await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
		await box.press('Enter');
		await expect(page).toHaveURL(/\/glossary\/softmax$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Softmax' })).toBeVisible();
	});

	test('matches acronyms and shows which term they belong to', async ({ page }) => {
		await open(page, '/glossary');
		await searchBox(page).fill('LLM');
		await expect(page.getByRole('option', { name: /Large Language Model \(LLM\)/ })).toBeVisible();
	});

	test('offers a full search when nothing starts with the text', async ({ page }) => {
		await open(page, '/glossary');
		await searchBox(page).fill('gradients of the loss');
		await expect(page.getByText('No suggestions found for "gradients of the loss"')).toBeVisible();
		await page
			.getByRole('button', { name: 'Search for "gradients of the loss" in all fields' })
			.click();
		await expect(
			page.getByRole('heading', { name: 'Search Results for “gradients of the loss”' }),
		).toBeVisible();
		await expect(results(page).getByRole('link').first()).toBeVisible();
	});

	test("submitting an exact name opens that term's page in place of the search", async ({
		page,
	}) => {
		await open(page, '/glossary');
		await searchBox(page).fill('epoch');
		await searchBox(page).press('Enter');
		await expect(page.getByRole('heading', { level: 1, name: 'Epoch' })).toBeVisible();
		await expect(page).toHaveURL(/\/glossary\/epoch$/);
		await page.goBack();
		await expect(page).toHaveURL(/\/glossary$/);
	});

	test('finds terms despite typos', async ({ page }) => {
		await open(page, '/glossary?q=nueral%20netwrok');
		await expect(
			results(page)
				.getByRole('link', { name: /^Neural Network/ })
				.first(),
		).toBeVisible();
	});

	test('closes on Escape and on an outside click', async ({ page }) => {
		await open(page, '/glossary');
		await searchBox(page).fill('trans');
		await expect(page.getByRole('listbox')).toBeVisible();
		await searchBox(page).press('Escape');
		await expect(page.getByRole('listbox')).toHaveCount(0);
		await searchBox(page).fill('transf');
		await expect(page.getByRole('listbox')).toBeVisible();
		await page.getByRole('heading', { level: 1 }).click();
		await expect(page.getByRole('listbox')).toHaveCount(0);
	});

	test('shows a calm, retryable message when search fails, keeping the text', async ({ page }) => {
		let fail = true;
		await page.route('**/api/glossary/search**', (route) =>
			fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
		);
		await open(page, '/glossary');
		await searchBox(page).fill('attention weights');
		await page.getByRole('button', { name: 'Search', exact: true }).click();
		await expect(page.getByRole('alert')).toContainText("Couldn't load terms");
		await expect(searchBox(page)).toHaveValue('attention weights');
		fail = false;
		await page.getByRole('button', { name: 'Try again' }).click();
		await expect(results(page).getByRole('link').first()).toBeVisible();
	});
});

test.describe('pronunciation', () => {
	test('falls back to speech synthesis at rate and pitch 0.95', async ({ page }) => {
		await page.addInitScript(() => {
			const spoken: { text: string; rate: number; pitch: number }[] = [];
			(window as unknown as { spoken: typeof spoken }).spoken = spoken;
			Object.defineProperty(window, 'speechSynthesis', {
				value: {
					getVoices: () => [{ name: 'Samantha', lang: 'en-US' }],
					cancel: () => {},
					speak: (u: { text: string; rate: number; pitch: number }) =>
						spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch }),
				},
			});
			(window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance =
				class {
					text: string;
					rate = 1;
					pitch = 1;
					lang = '';
					voice: unknown = null;
					constructor(text: string) {
						this.text = text;
					}
				};
		});
		await page.goto('/glossary/epoch');
		await page.getByRole('button', { name: /Pronounce/ }).click();
		await expect
			.poll(() => page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken))
			.toEqual([{ text: 'Epoch', rate: 0.95, pitch: 0.95 }]);
	});

	test('alerts when speech synthesis is not supported', async ({ page }) => {
		await page.addInitScript(() => {
			Object.defineProperty(window, 'speechSynthesis', { value: undefined });
		});
		await page.goto('/glossary/epoch');
		const messages: string[] = [];
		page.on('dialog', async (dialog) => {
			messages.push(dialog.message());
			await dialog.dismiss();
		});
		await page.getByRole('button', { name: /Pronounce/ }).click();
		await expect
			.poll(() => messages)
			.toEqual(['Speech synthesis is not supported in your browser']);
	});
});

test.describe('glossary without JavaScript', () => {
	test.use({ javaScriptEnabled: false });
	test("the letter bar leads to the letter's page, which lists every term starting with it", async ({
		page,
	}) => {
		await page.goto('/glossary');
		// /glossary shows each letter's first terms only.
		await expect(page.locator('.glossary-index a[href="/glossary/softmax"]')).toHaveCount(0);
		const s = page.getByRole('link', { name: /^S, \d+ terms$/ });
		const count = Number((await s.getAttribute('aria-label'))!.match(/(\d+) terms/)![1]);
		await s.click();
		await expect(page).toHaveURL(/\/glossary\/letters\/s$/);
		await expect(
			page.getByRole('heading', { level: 1, name: 'Terms Starting with “S”' }),
		).toBeVisible();
		const links = page.locator('.glossary-index li a');
		await expect(links).toHaveCount(count);
		await expect(page.locator('.glossary-index a[href="/glossary/softmax"]')).toHaveText('Softmax');
		await expect(page.getByRole('link', { name: /^S, / })).toHaveAttribute('aria-current', 'page');
		await page.getByRole('link', { name: /^T, \d+ terms$/ }).click();
		await expect(page).toHaveURL(/\/glossary\/letters\/t$/);
	});

	test("each letter of /glossary's overview links to its page", async ({ page }) => {
		await page.goto('/glossary');
		await page.getByRole('link', { name: /^\d+ terms starting with B/ }).click();
		await expect(page).toHaveURL(/\/glossary\/letters\/b$/);
		await expect(page.locator('.glossary-index a[href="/glossary/backpropagation"]')).toBeVisible();
	});
});

test.describe('glossary on a phone', () => {
	test.use({ viewport: { width: 375, height: 740 } });
	test('filters, letters and terms are usable', async ({ page }) => {
		await open(page, '/glossary');
		await page.getByRole('link', { name: /^E, \d+ terms$/ }).click();
		await expect(page.getByRole('heading', { name: 'Terms Starting with “E”' })).toBeInViewport();
		await results(page)
			.getByRole('link', { name: /^Epoch/ })
			.click();
		await expect(page.getByRole('heading', { level: 1, name: 'Epoch' })).toBeInViewport();
		const width = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(width).toBeLessThanOrEqual(375);
	});
});

test.describe('glossary accessibility', () => {
	for (const theme of ['light', 'dark'] as const) {
		// One scan per test: three scans of a 700-term page in one test outlast its timeout under load.
		test(`has no serious violations with the categories open (${theme})`, async ({ page }) => {
			await useTheme(page, theme);
			await open(page, '/glossary');
			await page.getByRole('button', { name: 'Categories' }).click();
			await expectNoSeriousA11yViolations(page, `glossary (${theme})`);
		});

		test(`every letter tile and index link is a target of at least 24 × 24 px (${theme})`, async ({
			page,
		}) => {
			await useTheme(page, theme);
			for (const width of [320, 1280]) {
				await page.setViewportSize({ width, height: 800 });
				for (const path of ['/glossary', '/glossary/letters/s']) {
					await page.goto(path);
					const tiles = page.locator('[aria-labelledby="letters-heading"] li > *');
					await expect(tiles).toHaveCount(26);
					const small = await tiles.evaluateAll((elements) =>
						elements
							.map((e) => ({ text: e.textContent, box: e.getBoundingClientRect() }))
							.filter(({ box }) => box.width < 24 || box.height < 24)
							.map(({ text, box }) => `${text}: ${box.width}×${box.height}`),
					);
					expect(small, `${path} at ${width} px`).toEqual([]);
					// Axe's target-size rule (WCAG 2.2, 2.5.8) over the whole page, the index included.
					const results = await new AxeBuilder({ page })
						.withRules(['target-size'])
						.setLegacyMode(true)
						.analyze();
					expect(
						results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
						`${path} at ${width} px`,
					).toEqual([]);
				}
			}
		});

		test(`has no serious violations on a letter's list (${theme})`, async ({ page }) => {
			await useTheme(page, theme);
			await open(page, '/glossary?letter=T');
			await expect(results(page).getByRole('link').first()).toBeVisible();
			await expectNoSeriousA11yViolations(page, `letter (${theme})`);
		});
	}

	test('works with the keyboard alone', async ({ page }) => {
		await open(page, '/glossary');
		await searchBox(page).focus();
		await page.keyboard.type('epoc');
		await expect(page.getByRole('option', { name: /^Epoch/ })).toBeVisible();
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/glossary\/epoch$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Epoch' })).toBeVisible();
		// A list's card is a link: Enter on it opens the term's page too.
		await open(page, '/glossary?letter=E');
		const card = results(page).getByRole('link', { name: /^Epoch/ });
		await card.focus();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/glossary\/epoch$/);
	});
});
