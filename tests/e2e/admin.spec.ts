import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { expectNoSeriousA11yViolations, useTheme, watchConsole } from './helpers';
import {
	ADMIN,
	CONFIRM,
	TOKEN_KEY,
	appErrors,
	createViaApi,
	deleteViaApi,
	openAdmin,
	search,
	slugOf,
	uniqueName,
	withToken,
} from './admin-helpers';

/**
 * Glossary admin (/admin/glossary): token gate, list, search, add, edit, duplicate,
 * delete, wrong token, empty states, keyboard-only use, accessibility, notifications and the
 * list's speed with the full data set. Each test creates its own uniquely named terms and
 * deletes them, so tests can run in parallel against the shared throwaway database.
 */

/** The admin list's requests: `GET /api/glossary` with its paging parameters. */
const isListRequest = (url: URL) => url.pathname === '/api/glossary';

/**
 * Answers the admin list's page requests from `terms` (already in the server's order), as the
 * API does: `{ terms, next }`, where the cursor here is the position of the next term.
 */
async function servePages(page: Page, terms: readonly object[]) {
	await page.route(isListRequest, (route) => {
		const url = new URL(route.request().url());
		const start = Number(url.searchParams.get('after') ?? 0);
		const limit = Number(url.searchParams.get('limit'));
		const end = start + limit;
		return route.fulfill({
			json: { terms: terms.slice(start, end), next: end < terms.length ? String(end) : null },
		});
	});
}

/** The names in the table, page after page from the first to the last, and the pages seen. */
async function allRowNames(page: Page) {
	const names = page.locator('tbody th > span:first-child');
	const pager = page.getByRole('navigation', { name: 'Pages of terms' });
	const next = pager.getByRole('button', { name: 'Next page' });
	const seen: string[] = [];
	let pages = 1;
	for (;;) {
		await expect(page.getByRole('rowheader').first()).toBeVisible();
		seen.push(...(await names.allTextContents()));
		if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') break;
		const first = await names.first().textContent();
		await next.click();
		pages += 1;
		await expect(names.first()).not.toHaveText(first!);
	}
	return { names: seen, pages };
}

/**
 * `count` generated list entries, in the server's order (names ignoring ASCII case), shaped
 * like scripts/generated-terms.ts's benchmark terms.
 */
function generatedEntries(count: number) {
	const words = ['neural', 'vector', 'gradient', 'latent', 'token', 'kernel', 'sparse', 'agent'];
	return Array.from({ length: count }, (_, i) => {
		const [a, b] = [words[i % words.length]!, words[Math.floor(i / words.length) % words.length]!];
		return {
			id: 200_000 + i,
			term: `${a[0]!.toUpperCase()}${a.slice(1)} ${b} ${i}`,
			slug: `${a}-${b}-${i}`,
			short_definition: `A generated ${a} ${b} term for measuring the admin list.`,
			comprehensive_definition: `The ${a} ${b} concept number ${i}, generated to measure the admin list at scale.`,
			categories: 'Deep Learning:Architectures',
			difficulty_level: 'beginner',
			updated_at: '2025-01-01 00:00:00',
		};
	}).sort((x, y) => (x.term.toLowerCase() < y.term.toLowerCase() ? -1 : 1));
}

/** Records long tasks and unexpected layout shifts from the page's first moment. */
async function recordJank(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { jank: { longest: number; shift: number } };
		w.jank = { longest: 0, shift: 0 };
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries())
				w.jank.longest = Math.max(w.jank.longest, entry.duration);
		}).observe({ type: 'longtask', buffered: true });
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & {
				value: number;
				hadRecentInput: boolean;
			})[])
				if (!entry.hadRecentInput) w.jank.shift += entry.value;
		}).observe({ type: 'layout-shift', buffered: true });
	});
}

/** The longest task and the layout shift so far, read after two frames. */
const readJank = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<{ longest: number; shift: number }>((resolve) =>
				requestAnimationFrame(() =>
					requestAnimationFrame(() =>
						resolve((window as unknown as { jank: { longest: number; shift: number } }).jank),
					),
				),
			),
	);

const termField = (page: Page) => page.getByRole('textbox', { name: 'Term', exact: true });
const notification = (page: Page) => page.locator('[data-notice]:not([hidden])');

test.describe('glossary admin', () => {
	// Each test loads and renders the whole glossary (850+ terms) at least once, often twice: on a
	// busy 2-core machine that alone can take most of the default 30 s.
	test.describe.configure({ timeout: 90_000 });
	test('is an application page that keeps out of search engines', async ({ page }) => {
		const console = watchConsole(page);
		const response = await page.goto(ADMIN);
		expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
			'content',
			'noindex, nofollow',
		);
		await expect(page).toHaveTitle('Glossary Admin | AI Atlas');
		await expect(page.getByRole('heading', { level: 1, name: 'Glossary Admin' })).toBeVisible();
		await expect(page.locator('#terms-status')).toHaveText(/^\d+ terms$/);
		await expect(page.getByRole('columnheader')).toHaveText([
			/Term/,
			'Definition',
			'Categories',
			'Actions',
		]);
		await page.waitForLoadState('networkidle');
		expect(console.errors).toEqual([]);
	});

	test('unlocks with the token and locks again', async ({ page }) => {
		await openAdmin(page);
		await page.getByRole('button', { name: 'Unlock editing' }).click();
		const dialog = page.getByRole('dialog', { name: 'Unlock editing' });
		await expect(dialog).toBeVisible();
		await expect(dialog.getByLabel('Admin token')).toBeFocused();
		await dialog.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
		await dialog.getByRole('button', { name: 'Unlock' }).click();
		await expect(dialog).toBeHidden();
		await expect(page.getByText('Editing unlocked', { exact: false }).first()).toBeVisible();
		expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBe(
			E2E_ADMIN_TOKEN,
		);
		// The token lasts for the tab: a reload keeps it.
		await page.reload();
		await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible();
		await page.getByRole('button', { name: 'Lock' }).click();
		await expect(page.getByRole('button', { name: 'Unlock editing' })).toBeVisible();
		expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
	});

	test('adds a term, shows it publicly, edits it, refuses a duplicate and deletes it', async ({
		page,
		request,
	}) => {
		// A whole editing session across two pages: more than 30 s on a busy 2-core machine.
		test.slow();
		const console = watchConsole(page);
		const name = uniqueName('Add');
		const slug = slugOf(name);
		try {
			await openAdmin(page);

			// Add: the first write asks for the token.
			await page.getByRole('button', { name: 'Add Term' }).click();
			await expect(page.getByRole('heading', { name: 'Add New Term' })).toBeVisible();
			await expect(termField(page)).toBeFocused();
			await termField(page).fill(name);
			await expect(page.getByText(`(it would be "${slug}")`)).toBeVisible();
			await page.getByLabel('Short definition').fill('A short definition written by the e2e test.');
			await page
				.getByLabel('Comprehensive definition')
				.fill('The comprehensive definition.\n\nWith two paragraphs.');
			await page.getByLabel('Difficulty').selectOption('advanced');
			await page
				.getByLabel('Categories')
				.fill('Deep Learning:Architectures, Machine Learning:Training Concepts');
			await page.getByLabel('Related terms').fill('neural-network, Gradient Descent');
			await page.getByLabel('Examples', { exact: true }).fill('First example\nSecond example');
			await page.getByLabel('Example sentences').fill('The e2e test uses the term.');
			await page.getByLabel('US pronunciation audio URL').fill('https://example.org/us.mp3');
			await page.getByLabel('Meta title').fill(`${name} meta`);
			await page.getByRole('button', { name: 'Save' }).click();

			const dialog = page.getByRole('dialog', { name: 'Unlock editing' });
			await dialog.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
			await dialog.getByRole('button', { name: 'Unlock' }).click();

			await expect(notification(page)).toContainText(`Added "${name}" to the glossary.`);
			await expect(page.getByRole('heading', { name: 'Add New Term' })).toBeHidden();
			await expect(page.getByRole('button', { name: 'Add Term' })).toBeFocused();
			await search(page, name);
			const row = page.getByRole('row', { name: new RegExp(name) });
			await expect(row).toBeVisible();
			await expect(row).toContainText('A short definition written by the e2e test.');
			await expect(row).toContainText('Deep Learning › Architectures');

			// The public API has it, with related names turned into slugs.
			const stored = await request.get(`/api/glossary/term/${slug}`);
			expect(stored.status()).toBe(200);
			const term = await stored.json();
			expect(term).toMatchObject({
				term: name,
				difficulty_level: 'advanced',
				categories: 'Deep Learning:Architectures, Machine Learning:Training Concepts',
				examples: 'First example\nSecond example',
				pronunciation_us_audio: 'https://example.org/us.mp3',
				pronunciation_uk_audio: null,
			});
			expect(term.related_terms).toContain('gradient-descent');

			// And the term's public page shows it at once (rendered on demand).
			const glossaryPage = await page.context().newPage();
			await glossaryPage.goto(`/glossary/${slug}`);
			await expect(glossaryPage.getByRole('heading', { level: 1, name })).toBeVisible();
			await glossaryPage.close();

			// Edit: prefilled, "Saving..." while pending, focus back on the row's Edit button.
			await row.getByRole('button', { name: `Edit ${name}` }).click();
			await expect(page.getByRole('heading', { name: 'Edit Term' })).toBeVisible();
			await expect(termField(page)).toHaveValue(name);
			await expect(page.getByLabel('Difficulty')).toHaveValue('advanced');
			await expect(page.getByLabel('Examples', { exact: true })).toHaveValue(
				'First example\nSecond example',
			);
			await page.getByLabel('Short definition').fill('An edited short definition.');
			let release!: () => void;
			const held = new Promise<void>((resolve) => (release = resolve));
			await page.route('**/api/glossary/term/*', async (route) => {
				if (route.request().method() === 'PUT') await held;
				await route.continue();
			});
			await page.getByRole('button', { name: 'Save' }).click();
			await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
			release();
			await expect(notification(page)).toContainText(`Saved changes to "${name}".`);
			await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
			await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
				'An edited short definition.',
			);
			await page.unroute('**/api/glossary/term/*');
			// The form was filled from the full term: the fields the list does not carry survive.
			expect(await (await request.get(`/api/glossary/term/${slug}`)).json()).toMatchObject({
				short_definition: 'An edited short definition.',
				examples: 'First example\nSecond example',
				example_sentences: 'The e2e test uses the term.',
				pronunciation_us_audio: 'https://example.org/us.mp3',
				meta_title: `${name} meta`,
			});

			// Duplicate: the 409 shows on the Term field and nothing typed is lost.
			await page.getByRole('button', { name: 'Add Term' }).click();
			await termField(page).fill(name);
			await page.getByLabel('Comprehensive definition').fill('Typed before the conflict.');
			await page.getByRole('button', { name: 'Save' }).click();
			await expect(termField(page)).toHaveAttribute('aria-invalid', 'true');
			const errorId = (await termField(page).getAttribute('aria-describedby'))!.split(' ')[0]!;
			await expect(page.locator(`#${errorId}`)).toContainText(
				`A term named "${name}" already exists.`,
			);
			await expect(termField(page)).toBeFocused();
			await expect(termField(page)).toHaveValue(name);
			await expect(page.getByLabel('Comprehensive definition')).toHaveValue(
				'Typed before the conflict.',
			);
			await expect(notification(page)).toContainText('Failed to create term');
			// Fixing the field clears its error.
			await termField(page).fill(`${name} two`);
			await expect(termField(page)).not.toHaveAttribute('aria-invalid', 'true');
			await page.getByRole('button', { name: 'Cancel' }).click();
			await expect(page.getByRole('button', { name: 'Add Term' })).toBeFocused();

			// Delete: the confirm dialog first (dismissing keeps the term), then the list refreshes.
			const messages: string[] = [];
			page.once('dialog', (d) => {
				messages.push(d.message());
				void d.dismiss();
			});
			await page.getByRole('button', { name: `Delete ${name}` }).click();
			await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
			page.once('dialog', (d) => {
				messages.push(d.message());
				void d.accept();
			});
			await page.getByRole('button', { name: `Delete ${name}` }).click();
			await expect(notification(page)).toContainText(`Deleted "${name}".`);
			await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
			await expect(page.locator('#terms-status')).toHaveText('No terms found matching the search');
			expect(messages).toEqual([CONFIRM, CONFIRM]);
			expect((await request.get(`/api/glossary/term/${slug}`)).status()).toBe(404);
			expect(appErrors(console.errors)).toEqual([]);
		} finally {
			await deleteViaApi(request, slug);
		}
	});

	test('a wrong token is refused, cleared and asked for again with a clear message', async ({
		page,
		request,
	}) => {
		const console = watchConsole(page);
		const name = uniqueName('Token');
		await withToken(page, 'not-the-token');
		try {
			await openAdmin(page);
			await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible();
			await page.getByRole('button', { name: 'Add Term' }).click();
			await termField(page).fill(name);
			await page.getByLabel('Comprehensive definition').fill('Saved after the right token.');
			await page.getByRole('button', { name: 'Save' }).click();

			const dialog = page.getByRole('dialog', { name: 'Unlock editing' });
			await expect(dialog).toBeVisible();
			await expect(dialog).toContainText('The admin token was not accepted');
			await expect(dialog).toContainText('nothing was changed');
			expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();

			// Another wrong token: asked again.
			await dialog.getByLabel('Admin token').fill('still-wrong');
			await dialog.getByRole('button', { name: 'Unlock' }).click();
			await expect(dialog).toBeVisible();
			await expect(dialog).toContainText('The admin token was not accepted');
			await expect(dialog.getByLabel('Admin token')).toHaveValue('');

			// Cancelling keeps the form and what was typed.
			await dialog.getByRole('button', { name: 'Cancel' }).click();
			await expect(dialog).toBeHidden();
			await expect(termField(page)).toHaveValue(name);
			await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

			// The right token saves.
			await page.getByRole('button', { name: 'Save' }).click();
			await dialog.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
			await dialog.getByRole('button', { name: 'Unlock' }).click();
			await expect(notification(page)).toContainText(`Added "${name}"`);
			expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBe(
				E2E_ADMIN_TOKEN,
			);
			expect((await request.get(`/api/glossary/term/${slugOf(name)}`)).status()).toBe(200);
			expect(appErrors(console.errors)).toEqual([]);
		} finally {
			await deleteViaApi(request, slugOf(name));
		}
	});

	test('searches by term, short definition and comprehensive definition', async ({
		page,
		request,
	}) => {
		const name = uniqueName('Search');
		const marker = `zq${Date.now().toString(36)}`;
		const created = await createViaApi(request, name, {
			short_definition: `Short text with ${marker}short inside.`,
			comprehensive_definition: `Long text with ${marker}long inside.`,
		});
		try {
			await openAdmin(page);
			const total = Number((await page.locator('#terms-status').textContent())!.split(' ')[0]);
			expect(total).toBeGreaterThan(100);
			for (const query of [name.toUpperCase(), `${marker}SHORT`, `${marker}long`]) {
				await search(page, query);
				await expect(page.getByRole('rowheader')).toHaveCount(1);
				await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
				await expect(page.locator('#terms-status')).toHaveText(`Showing 1 of ${total} terms`);
			}
			await search(page, 'no term has this text qqq');
			await expect(page.locator('#terms-status')).toHaveText('No terms found matching the search');
			await expect(page.getByRole('table')).toHaveCount(0);
			await search(page, '');
			await expect(page.locator('#terms-status')).toHaveText(`${total} terms`);
			// Every term is in the table, a hundred rows a page.
			await expect(page.getByRole('rowheader')).toHaveCount(Math.min(total, 100));
			const { names: ascending, pages } = await allRowNames(page);
			expect(ascending).toHaveLength(total);
			expect(new Set(ascending).size).toBe(total);
			expect(pages).toBe(Math.ceil(total / 100));

			// Sorted by term; the Term header reverses the order.
			const names = async () => page.locator('tbody th > span:first-child').allTextContents();
			const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
			expect(ascending).toEqual([...ascending].sort((a, b) => collator.compare(a, b)));
			await page.getByRole('button', { name: /^Term/ }).click();
			await expect(page.getByRole('columnheader', { name: /Term/ })).toHaveAttribute(
				'aria-sort',
				'descending',
			);
			expect((await names())[0]).toBe(ascending.at(-1));
		} finally {
			await deleteViaApi(request, created.slug);
		}
	});

	test('shows "Loading terms..." while the list loads', async ({ page }) => {
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(isListRequest, async (route) => {
			await held;
			await route.continue();
		});
		await page.goto(ADMIN);
		await expect(page.locator('#terms-status')).toHaveText('Loading terms...');
		await expect(page.getByRole('table')).toHaveCount(0);
		release();
		await expect(page.locator('#terms-status')).toHaveText(/^\d+ terms$/);
		await expect(page.getByRole('table')).toBeVisible();
	});

	test('an empty glossary invites the first term', async ({ page }) => {
		await page.route(isListRequest, (route) => route.fulfill({ json: { terms: [], next: null } }));
		await page.goto(ADMIN);
		await expect(page.locator('#terms-status')).toHaveText('No terms found. Add your first term!');
		await expect(page.getByRole('table')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Add Term' })).toBeVisible();
	});

	test('a failed load says so and offers a retry', async ({ page }) => {
		let fail = true;
		await page.route(isListRequest, (route) =>
			fail
				? route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } })
				: route.continue(),
		);
		await page.goto(ADMIN);
		await expect(page.locator('#terms-status')).toContainText("Couldn't load the terms.");
		await expect(notification(page)).toContainText("Couldn't load the terms.");
		fail = false;
		await page.getByRole('button', { name: 'Try again' }).click();
		await expect(page.locator('#terms-status')).toHaveText(/^\d+ terms$/);
	});

	test('works with the keyboard alone', async ({ page, request }) => {
		// A whole editing session, key by key: more than 30 s on a busy 2-core machine.
		test.slow();
		const name = uniqueName('Keys');
		try {
			await openAdmin(page);
			// Tab from the top of the page to the Add Term button.
			for (let i = 0; i < 40; i++) {
				await page.keyboard.press('Tab');
				if (await page.evaluate(() => document.activeElement?.id === 'add-term-button')) break;
			}
			await expect(page.getByRole('button', { name: 'Add Term' })).toBeFocused();
			await page.keyboard.press('Enter');
			await expect(termField(page)).toBeFocused();
			await page.keyboard.type(name);
			for (const label of ['Slug', 'Aliases', 'Short definition']) {
				await page.keyboard.press('Tab');
				await expect(page.getByLabel(label, { exact: true })).toBeFocused();
			}
			await page.keyboard.press('Tab');
			await expect(page.getByLabel('Comprehensive definition')).toBeFocused();
			await page.keyboard.type('Typed with the keyboard only.');
			// Enter in a text field submits; the token dialog takes the keyboard too.
			await termField(page).focus();
			await page.keyboard.press('Enter');
			const dialog = page.getByRole('dialog', { name: 'Unlock editing' });
			await expect(dialog.getByLabel('Admin token')).toBeFocused();
			await page.keyboard.type(E2E_ADMIN_TOKEN);
			await page.keyboard.press('Enter');
			await expect(notification(page)).toContainText(`Added "${name}"`);
			await expect(page.getByRole('button', { name: 'Add Term' })).toBeFocused();

			// F8 jumps to the notification; Escape dismisses it and returns focus.
			await page.keyboard.press('F8');
			await expect(notification(page)).toBeFocused();
			await page.keyboard.press('Escape');
			await expect(notification(page)).toHaveCount(0);
			await expect(page.getByRole('button', { name: 'Add Term' })).toBeFocused();

			// Search, then Tab into the table to the row's Edit button.
			await page.keyboard.press('Tab');
			await expect(page.getByLabel('Search terms')).toBeFocused();
			await page.keyboard.type(name);
			const edit = page.getByRole('button', { name: `Edit ${name}` });
			await expect(edit).toBeVisible();
			for (let i = 0; i < 5 && !(await edit.evaluate((el) => el === document.activeElement)); i++)
				await page.keyboard.press('Tab');
			await expect(edit).toBeFocused();
			await page.keyboard.press('Enter');
			await expect(page.getByRole('heading', { name: 'Edit Term' })).toBeVisible();
			await expect(termField(page)).toBeFocused();
			// Escape in the token-free form does nothing harmful; Tab to Cancel and leave.
			const cancel = page.getByRole('button', { name: 'Cancel' });
			for (
				let i = 0;
				i < 30 && !(await cancel.evaluate((el) => el === document.activeElement));
				i++
			)
				await page.keyboard.press('Tab');
			await expect(cancel).toBeFocused();
			await page.keyboard.press('Enter');
			await expect(edit).toBeFocused();

			// Delete with the keyboard: confirm, then focus moves on.
			page.once('dialog', (d) => void d.accept());
			await page.keyboard.press('Tab');
			await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeFocused();
			await page.keyboard.press('Enter');
			await expect(notification(page)).toContainText(`Deleted "${name}"`);
			await expect(page.getByRole('button', { name: 'Add Term' })).toBeFocused();
		} finally {
			await deleteViaApi(request, slugOf(name));
		}
	});

	test('a swipe right dismisses a notification', async ({ page }) => {
		await withToken(page);
		await openAdmin(page);
		await page.getByRole('button', { name: 'Lock' }).click();
		const notice = notification(page);
		await expect(notice).toContainText('Editing locked');
		const box = (await notice.boundingBox())!;
		const y = box.y + box.height / 2;
		// A short drag springs back.
		await page.mouse.move(box.x + 20, y);
		await page.mouse.down();
		await page.mouse.move(box.x + 50, y, { steps: 5 });
		await page.mouse.up();
		await expect(notice).toBeVisible();
		// Back in place once its 200 ms return ends; a drag started sooner would begin beside it.
		await expect(notice).toHaveCSS('transform', 'none');
		// Past 50 px it is dismissed: hidden, but kept in the DOM until the removal delay.
		await page.mouse.move(box.x + 20, y);
		await page.mouse.down();
		await page.mouse.move(box.x + 120, y, { steps: 8 });
		await page.mouse.up();
		await expect(notification(page)).toHaveCount(0);
		await expect(page.locator('[data-notice][hidden]')).toHaveCount(1);
	});

	for (const theme of ['light', 'dark'] as const) {
		// One scan per test, so a busy machine cannot push several scans past one test's timeout.
		test(`the list with a notification has no serious accessibility violations (${theme})`, async ({
			page,
		}) => {
			// The full list renders first (about 800 rows), which takes a while on a busy machine.
			test.slow();
			await useTheme(page, theme);
			await openAdmin(page);
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

			// Every row has the same markup; a search keeps axe's run short.
			await page.getByRole('button', { name: 'Unlock editing' }).click();
			await page.getByRole('dialog').getByLabel('Admin token').fill('any-token');
			await page.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();
			await expect(notification(page)).toBeVisible();
			await notification(page).hover(); // keeps it on screen while axe runs
			await search(page, 'neural');
			await expect(page.locator('#terms-status')).toHaveText(/^Showing \d+ of \d+ terms$/);
			await expectNoSeriousA11yViolations(page, `admin list and notification (${theme})`);
		});

		test(`the form with errors shown has no serious accessibility violations (${theme})`, async ({
			page,
		}) => {
			await useTheme(page, theme);
			await openAdmin(page);
			await page.getByRole('button', { name: 'Add Term' }).click();
			await page.getByRole('button', { name: 'Save' }).click();
			await expect(termField(page)).toHaveAttribute('aria-invalid', 'true');
			await expectNoSeriousA11yViolations(page, `admin form with errors (${theme})`);
		});

		test(`the token dialog asking again has no serious accessibility violations (${theme})`, async ({
			page,
		}) => {
			await useTheme(page, theme);
			await withToken(page, 'any-token');
			await openAdmin(page);
			await page.getByRole('button', { name: 'Add Term' }).click();
			await termField(page).fill('Anything');
			await page.getByLabel('Comprehensive definition').fill('Anything.');
			await page.getByRole('button', { name: 'Save' }).click();
			await expect(page.getByRole('dialog', { name: 'Unlock editing' })).toBeVisible();
			await expectNoSeriousA11yViolations(page, `admin token dialog (${theme})`);
			await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
			await expect(page.getByRole('dialog')).toBeHidden();
		});
	}

	test('renders and filters 700 terms quickly', async ({ page, request }) => {
		// Repeated measurements (best of several) take longer than one test's usual 30 s.
		test.slow();
		// The real list, grown to 700 terms with realistic copies.
		const real = (await (await request.get('/api/glossary?view=entry&limit=1000')).json()) as {
			terms: Record<string, unknown>[];
		};
		const terms = Array.from({ length: 700 }, (_, i) => {
			const source = real.terms[i % real.terms.length]!;
			return i < real.terms.length
				? source
				: {
						...source,
						id: 100_000 + i,
						term: `${source.term} (copy ${i})`,
						slug: `${source.slug}-copy-${i}`,
					};
		});
		await servePages(page, terms);
		// Rendered: the whole list has arrived (its count is shown) and the table's rows are laid out.
		await page.addInitScript(() => {
			const w = window as unknown as { __rowsAt?: number };
			new MutationObserver((_, observer) => {
				if (
					document.getElementById('terms-status')?.textContent === '700 terms' &&
					document.querySelectorAll('tbody tr').length > 0
				) {
					void document.body.offsetHeight; // include the browser's layout of the table
					w.__rowsAt = performance.now();
					observer.disconnect();
				}
			}).observe(document, { childList: true, subtree: true, characterData: true });
		});
		// Each figure is the best of several tries: other processes on a busy machine only ever add time.
		const measure = async (label: string) => {
			let render = Infinity;
			for (let load = 0; load < 2; load++) {
				await page.goto(ADMIN);
				await expect(page.locator('#terms-status')).toHaveText('700 terms');
				await expect(page.getByRole('rowheader')).toHaveCount(100);
				// From the first page's answer: the list takes more than one request now.
				const time = await page.evaluate(() => {
					const entry = performance
						.getEntriesByType('resource')
						.find((e) => new URL(e.name).pathname === '/api/glossary') as PerformanceResourceTiming;
					return (window as unknown as { __rowsAt: number }).__rowsAt - entry.responseEnd;
				});
				render = Math.min(render, time);
			}
			/** Time from a keystroke to the next frame after the table shows the result. */
			const filter = (value: string) =>
				page.evaluate(async (text) => {
					const label = [...document.querySelectorAll('label')].find(
						(l) => l.textContent?.trim() === 'Search terms',
					)!;
					const input = document.getElementById(label.htmlFor) as HTMLInputElement;
					const status = document.querySelector('#terms-status')!;
					const before = status.textContent;
					const start = performance.now();
					const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
					setter.call(input, text);
					input.dispatchEvent(new Event('input', { bubbles: true }));
					while (status.textContent === before) await new Promise((r) => setTimeout(r, 0));
					await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
					return performance.now() - start;
				}, value);
			let [narrow, none, clear] = [Infinity, Infinity, Infinity];
			for (let round = 0; round < 5; round++) {
				narrow = Math.min(narrow, await filter('gradient'));
				none = Math.min(none, await filter('gradient zzzz'));
				clear = Math.min(clear, await filter(''));
			}
			const result = {
				render: Math.round(render),
				narrow: Math.round(narrow),
				none: Math.round(none),
				clear: Math.round(clear),
			};
			test
				.info()
				.annotations.push({ type: `timing ${label} (ms)`, description: JSON.stringify(result) });
			console.log(`admin list, 700 terms, ${label}:`, result);
			return result;
		};
		// Generous bounds (parallel test runs share the CPU); the annotations carry the numbers.
		const normal = await measure('no throttling');
		expect(normal.render).toBeLessThan(1500);
		expect(Math.max(normal.narrow, normal.none, normal.clear)).toBeLessThan(1000);

		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
		await measure('CPU slowed 4x');
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
	});

	test('loads 3,000 terms a page at a time: first rows at once, progress, a failed page resumed, no long task or shift', async ({
		page,
	}) => {
		test.slow();
		const terms = generatedEntries(3000);
		const asked: (string | null)[] = [];
		let failOnce = true;
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(isListRequest, async (route) => {
			const url = new URL(route.request().url());
			const after = url.searchParams.get('after');
			asked.push(after);
			// The second request waits, so the progress can be seen; the third fails once.
			if (after === '100') await held;
			if (after === '1100' && failOnce) {
				failOnce = false;
				return route.fulfill({ status: 503, json: { error: 'The database is busy.' } });
			}
			const start = Number(after ?? 0);
			const end = start + Number(url.searchParams.get('limit'));
			return route.fulfill({
				json: { terms: terms.slice(start, end), next: end < terms.length ? String(end) : null },
			});
		});
		await page.route('**/api/glossary/letters', (route) =>
			route.fulfill({
				json: [
					{ letter: 'A', count: 1800 },
					{ letter: 'N', count: 1200 },
				],
			}),
		);
		await recordJank(page);
		const status = page.locator('#terms-status');

		await page.goto(ADMIN);
		await expect(page.getByRole('rowheader')).toHaveCount(100);
		await expect(status).toHaveText('Loading terms… 100 of ~3,000');
		await expect(status).toHaveAttribute('aria-busy', 'true');
		release();
		await expect(status).toHaveText("Couldn't load all the terms: 1,100 of ~3,000 loaded.");
		await expect(notification(page)).toContainText(
			"Couldn't load all the terms. The database is busy.",
		);
		await page.getByRole('button', { name: 'Load the rest' }).click();
		await expect(status).toHaveText('3,000 terms');
		expect(asked).toEqual([null, '100', '1100', '1100', '2100']);

		// A hundred rows at a time; the search covers every term.
		const pager = page.getByRole('navigation', { name: 'Pages of terms' });
		await expect(pager).toContainText('Terms 1–100 of 3,000');
		await expect(pager).toContainText('(page 1 of 30)');
		await pager.getByRole('button', { name: 'Last page' }).click();
		await expect(pager).toContainText('(page 30 of 30)');
		await expect(page.getByRole('rowheader')).toHaveCount(100);
		await search(page, 'gradient kernel');
		await expect(status).toHaveText('Showing 47 of 3,000 terms');
		await expect(page.getByRole('rowheader')).toHaveCount(47);
		await search(page, '');
		await expect(status).toHaveText('3,000 terms');

		const jank = await readJank(page);
		test.info().annotations.push({ type: 'admin 3,000 terms', description: JSON.stringify(jank) });
		expect(jank.longest).toBeLessThan(200);
		expect(jank.shift).toBe(0);
	});
});
