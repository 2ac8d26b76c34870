import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_EDITOR } from '../../playwright.config';
import { expectNoSeriousA11yViolations, useTheme } from './helpers';
import {
	createViaApi,
	deleteViaApi,
	openAdmin,
	search,
	uniqueName,
	withToken,
} from './admin-helpers';

/**
 * Editors' history on the admin screen: who is signed in, a term's revisions, the
 * comparison of a revision with the current version and its restore, and recently deleted terms,
 * all by keyboard, and without serious accessibility violations in either theme.
 */

const notification = (page: Page) => page.locator('[data-notice]:not([hidden])');

/** A term with three revisions: created by admin, edited by ana with a note, edited by admin. */
async function termWithHistory(page: Page, label: string) {
	const name = uniqueName(label);
	const created = await createViaApi(page.request, name, {
		comprehensive_definition: 'The first definition, as written in 1957.',
	});
	const edit = async (token: string, definition: string, note?: string) => {
		const current = await (await page.request.get(`/api/glossary/term/${created.slug}`)).json();
		const response = await page.request.put(`/api/glossary/term/${created.id}`, {
			headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${current.updated_at}"` },
			data: { term: name, comprehensive_definition: definition, change_note: note },
		});
		expect(response.status(), await response.text()).toBe(200);
	};
	await edit(E2E_EDITOR.token, 'The second definition, corrected to 1958.', 'Fixed the year');
	await edit(E2E_ADMIN_TOKEN, 'A third definition that lost the year.');
	return { ...created, name };
}

/** Opens a term's Edit form from the list, by keyboard. */
async function openEditor(page: Page, name: string) {
	await search(page, name);
	const edit = page.getByRole('button', { name: `Edit ${name}` });
	await edit.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('heading', { name: 'Edit Term' })).toBeVisible();
}

async function pressButton(page: Page, name: string | RegExp) {
	const button = page.getByRole('button', { name });
	await button.focus();
	await expect(button).toBeFocused();
	await page.keyboard.press('Enter');
}

test('history, comparison and restore work by keyboard, and the restore is a new revision', async ({
	page,
}) => {
	const term = await termWithHistory(page, 'History');
	try {
		await withToken(page, E2E_EDITOR.token);
		await openAdmin(page);
		await openEditor(page, term.name);
		await pressButton(page, 'Show history');
		// The first request the token got through tells the screen whose token it is.
		await expect(page.getByText('signed in as ana')).toBeVisible();

		const table = page.getByRole('table', { name: /Revisions of/ });
		await expect(table.getByRole('row')).toHaveCount(4); // the header and three revisions
		const secondRow = table.getByRole('row').nth(2);
		await expect(secondRow).toContainText('ana');
		await expect(secondRow).toContainText('Fixed the year');
		await expect(secondRow).toContainText('Comprehensive definition');

		await pressButton(page, 'Compare revision 2 with current');
		const heading = page.getByRole('heading', {
			name: 'Revision 2 compared with the current version',
		});
		await expect(heading).toBeFocused();
		await expect(page.locator('del.diff-removed').filter({ hasText: '1958' })).toHaveCount(1);
		await expect(page.locator('ins.diff-added').first()).toBeVisible();

		page.once('dialog', (dialog) => void dialog.accept());
		await pressButton(page, 'Restore this version');
		await expect(notification(page)).toContainText(`Restored revision 2 of “${term.name}”`);
		const now = await (await page.request.get(`/api/glossary/term/${term.slug}`)).json();
		expect(now.comprehensive_definition).toBe('The second definition, corrected to 1958.');

		await pressButton(page, 'Show history');
		await expect(table.getByRole('row')).toHaveCount(5);
		await expect(table.getByRole('row').nth(1)).toContainText('Restored');
		await expect(table.getByRole('row').nth(1)).toContainText('Restored revision 2.');
	} finally {
		await deleteViaApi(page.request, term.slug);
	}
});

test('a deleted term is listed with who deleted it and comes back by keyboard', async ({
	page,
}) => {
	const name = uniqueName('Deleted');
	const created = await createViaApi(page.request, name);
	const removed = await page.request.delete(`/api/glossary/term/${created.id}`, {
		headers: { Authorization: `Bearer ${E2E_EDITOR.token}` },
		data: { change_note: 'Merged into another entry' },
	});
	expect(removed.status()).toBe(204);
	try {
		await withToken(page);
		await openAdmin(page);
		await pressButton(page, 'Show recently deleted terms');
		const entry = page.getByRole('listitem').filter({ hasText: name });
		await expect(entry).toContainText('by ana');
		await expect(entry).toContainText('Merged into another entry');
		await pressButton(page, `Restore “${name}”`);
		await expect(notification(page)).toContainText(`Restored “${name}” to the glossary.`);
		await expect(entry).toHaveCount(0);
		expect((await page.request.get(`/api/glossary/term/${created.slug}`)).status()).toBe(200);
	} finally {
		await deleteViaApi(page.request, created.slug);
	}
});

for (const theme of ['light', 'dark'] as const) {
	test(`history with a comparison and the deleted list have no serious accessibility violations (${theme})`, async ({
		page,
	}) => {
		// Axe twice over the admin screen with the whole glossary listed.
		test.slow();
		const term = await termWithHistory(page, `Axe ${theme}`);
		try {
			await useTheme(page, theme);
			await withToken(page);
			await openAdmin(page);
			await pressButton(page, 'Show recently deleted terms');
			await expect(page.getByText(/Deleted terms can be restored for 90 days/)).toBeVisible();
			await expectNoSeriousA11yViolations(page, `admin deleted list (${theme})`);
			await openEditor(page, term.name);
			await pressButton(page, 'Show history');
			await pressButton(page, 'Compare revision 1 with current');
			await expect(page.locator('del.diff-removed').first()).toBeVisible();
			await expectNoSeriousA11yViolations(page, `admin history and comparison (${theme})`);
		} finally {
			await deleteViaApi(page.request, term.slug);
		}
	});
}
