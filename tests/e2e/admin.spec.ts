import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { watchConsole } from './helpers';
import {
	ADMIN,
	confirmDelete,
	TOKEN_KEY,
	appErrors,
	createViaApi,
	deleteViaApi,
	isListRequest,
	notification,
	openAdmin,
	search,
	slugOf,
	termField,
	uniqueName,
	withToken,
} from './admin-helpers';

/**
 * Glossary admin (/admin/glossary): token gate, list, search, add, edit, duplicate,
 * delete, wrong token, empty and failed loads. Keyboard use, notifications and accessibility are in
 * admin-keyboard.spec.ts, the list at scale in admin-scale.spec.ts. Each test creates its own
 * uniquely named terms and deletes them, so tests can run in parallel against the shared
 * throwaway database.
 */

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
			await page.getByLabel('Pronunciation note').fill('ADD-term, like the word add.');
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
				pronunciation: 'ADD-term, like the word add.',
				pronunciation_us_audio: 'https://example.org/us.mp3',
				pronunciation_uk_audio: null,
			});
			expect(term.related_terms).toContain('gradient-descent');

			// And the term's public page shows it at once (rendered on demand).
			const glossaryPage = await page.context().newPage();
			await glossaryPage.goto(`/glossary/${slug}`);
			await expect(glossaryPage.getByRole('heading', { level: 1, name })).toBeVisible();
			await expect(
				glossaryPage.getByText('Pronunciation: ADD-term, like the word add.'),
			).toBeVisible();
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
				pronunciation: 'ADD-term, like the word add.',
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
			expect(messages).toEqual([confirmDelete(name), confirmDelete(name)]);
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
});
