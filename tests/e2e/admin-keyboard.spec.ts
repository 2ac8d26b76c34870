import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { expectNoSeriousA11yViolations, useTheme } from './helpers';
import {
	deleteViaApi,
	notification,
	openAdmin,
	search,
	slugOf,
	termField,
	uniqueName,
	withToken,
} from './admin-helpers';

/**
 * Glossary admin (/admin/glossary): an editing session with the keyboard alone, notifications
 * (dismissed by a swipe) and no serious accessibility violations in either theme.
 */

test.describe('glossary admin', () => {
	// Each test loads and renders the whole glossary (850+ terms) at least once, often twice: on a
	// busy 2-core machine that alone can take most of the default 30 s.
	test.describe.configure({ timeout: 90_000 });
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

			// The row's History action comes next, then Delete: confirm, then focus moves on.
			await page.keyboard.press('Tab');
			await expect(page.getByRole('button', { name: `History of ${name}` })).toBeFocused();
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
});
