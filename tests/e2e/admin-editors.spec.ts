import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_EDITOR } from '../../playwright.config';
import { expectNoSeriousA11yViolations, useTheme } from './helpers';
import {
	confirmDelete,
	createViaApi,
	deleteViaApi,
	notification,
	openAdmin,
	search,
	uniqueName,
	withToken,
} from './admin-helpers';

/**
 * Two editors on one term, and the admin screen on a phone (review findings 5, 12–18, 20): an
 * overwrite after a conflict keeps the other editor's change to another field; history and delete
 * work at 360×740 by keyboard, without sideways scrolling, with toasts clear of the focused
 * control and 24 px targets, in both themes.
 */

async function openEditor(page: Page, name: string) {
	await search(page, name);
	await page.getByRole('button', { name: `Edit ${name}` }).click();
	await expect(page.getByRole('heading', { name: 'Edit Term' })).toBeVisible();
	await expect(page.getByLabel(/^Short definition/)).not.toHaveValue('');
}

test('after a conflict, "Overwrite with my changes" keeps the other editor\'s change to another field', async ({
	browser,
	request,
}) => {
	const name = uniqueName('Conflict');
	const created = await createViaApi(request, name, {
		short_definition: 'The short definition both editors opened.',
		examples: 'The first example.',
	});
	const a = await browser.newContext();
	const b = await browser.newContext();
	try {
		const pageA = await a.newPage();
		const pageB = await b.newPage();
		await withToken(pageA, E2E_ADMIN_TOKEN);
		await withToken(pageB, E2E_EDITOR.token);
		await openAdmin(pageA);
		await openAdmin(pageB);
		await openEditor(pageA, name);
		await openEditor(pageB, name);

		// A changes the examples and saves.
		await pageA.getByLabel(/^Examples/).fill('The first example.\nA second example from A.');
		await pageA.getByRole('button', { name: 'Save' }).click();
		await expect(notification(pageA)).toContainText(`Saved changes to "${name}".`);

		// B changes only the short definition, saves, and meets the conflict.
		await pageB.getByLabel(/^Short definition/).fill('A shorter definition from B.');
		await pageB.getByRole('button', { name: 'Save' }).click();
		const banner = pageB.getByRole('alert').filter({ hasText: 'after you opened it' });
		await expect(banner).toContainText(
			new RegExp(
				`“${name}” was changed by admin at .+ UTC \\(revision \\d+\\) after you opened it`,
			),
		);
		await expect(banner).toContainText('They changed Examples.');
		await expect(banner).toContainText(
			'“Overwrite with my changes” saves your changes to Short definition and keeps their changes to Examples.',
		);
		await banner.getByRole('link', { name: 'See their changes word by word' }).click();
		const comparison = pageB.getByRole('region', {
			name: 'Their changes since you opened the form',
		});
		await expect(comparison.locator('dd ins.diff-added')).toContainText('A second example from A.');

		await pageB.getByRole('button', { name: 'Overwrite with my changes' }).click();
		await expect(notification(pageB)).toContainText(`Saved changes to "${name}".`);
		const stored = await (await request.get(`/api/glossary/term/${created.slug}`)).json();
		expect(stored.short_definition).toBe('A shorter definition from B.');
		expect(stored.examples).toBe('The first example.\nA second example from A.');
	} finally {
		await a.close();
		await b.close();
		await deleteViaApi(request, created.slug);
	}
});

/** The element's box lies within the window's width. */
async function expectWithinWidth(page: Page, locator: Locator) {
	const box = (await locator.boundingBox())!;
	expect(box.x).toBeGreaterThanOrEqual(0);
	expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function expectNoSidewaysScroll(page: Page) {
	const widths = await page.evaluate(() => ({
		document: document.documentElement.scrollWidth,
		window: document.documentElement.clientWidth,
	}));
	expect(widths.document).toBeLessThanOrEqual(widths.window);
}

/** The notification on screen does not overlap the focused control. */
async function expectToastClearOfFocus(page: Page) {
	const [toast, focused] = await Promise.all([
		notification(page).boundingBox(),
		page.evaluate(() => {
			const box = document.activeElement?.getBoundingClientRect();
			return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
		}),
	]);
	expect(toast && focused).toBeTruthy();
	const apart =
		toast!.y >= focused!.y + focused!.height ||
		focused!.y >= toast!.y + toast!.height ||
		toast!.x >= focused!.x + focused!.width ||
		focused!.x >= toast!.x + toast!.width;
	expect(apart, `toast ${JSON.stringify(toast)} covers ${JSON.stringify(focused)}`).toBe(true);
}

for (const theme of ['light', 'dark'] as const) {
	test(`on a phone, history and delete work by keyboard without sideways scrolling (${theme})`, async ({
		page,
	}) => {
		const name = uniqueName(`Phone ${theme}`);
		const created = await createViaApi(page.request, name, {
			comprehensive_definition: 'The first definition, as written in 1957.',
		});
		const current = await (await page.request.get(`/api/glossary/term/${created.slug}`)).json();
		const edited = await page.request.put(`/api/glossary/term/${created.id}`, {
			headers: {
				Authorization: `Bearer ${E2E_EDITOR.token}`,
				'If-Match': `"${current.updated_at}"`,
			},
			data: {
				term: name,
				comprehensive_definition: 'The second definition, from 1958.',
				change_note: 'Fixed the year',
			},
		});
		expect(edited.status()).toBe(200);
		try {
			await page.setViewportSize({ width: 360, height: 740 });
			await useTheme(page, theme);
			await openAdmin(page);

			// Unlock by keyboard: the confirmation does not cover the focused control.
			await page.getByRole('button', { name: 'Unlock editing' }).focus();
			await page.keyboard.press('Enter');
			await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
			await page.keyboard.press('Enter');
			await expect(notification(page)).toContainText('Editing unlocked');
			await expectToastClearOfFocus(page);

			await search(page, name);
			const sort = page.getByRole('button', { name: /^Term/ });
			expect((await sort.boundingBox())!.height).toBeGreaterThanOrEqual(24);
			const history = page.getByRole('button', { name: `History of ${name}` });
			await expectWithinWidth(page, history);
			expect((await history.boundingBox())!.height).toBeGreaterThanOrEqual(24);
			await expectNoSidewaysScroll(page);

			await history.focus();
			await page.keyboard.press('Enter');
			await expect(page.getByRole('heading', { name: `History of “${name}”` })).toBeFocused();
			const table = page.getByRole('table', { name: /Revisions of/ });
			await expect(table).toContainText('Fixed the year');
			const compare = page.getByRole('button', { name: /Compare revision \d+ with current/ });
			await expectWithinWidth(page, compare);
			await expectWithinWidth(page, page.getByRole('button', { name: /^Restore revision/ }));
			await expectNoSidewaysScroll(page);
			await compare.focus();
			await page.keyboard.press('Enter');
			await expect(
				page.getByRole('heading', { name: /compared with the current version/ }),
			).toBeFocused();
			await expectNoSidewaysScroll(page);
			await expectNoSeriousA11yViolations(page, `admin history on a phone (${theme})`);

			await page.getByRole('button', { name: 'Cancel' }).click();
			const remove = page.getByRole('button', { name: `Delete ${name}` });
			await expectWithinWidth(page, remove);
			const asked: string[] = [];
			page.once('dialog', (dialog) => {
				asked.push(dialog.message());
				void dialog.accept();
			});
			await remove.focus();
			await page.keyboard.press('Enter');
			await expect(notification(page)).toContainText(`Deleted "${name}".`);
			expect(asked).toEqual([confirmDelete(name)]);
			await expectToastClearOfFocus(page);
			await expectNoSidewaysScroll(page);
			await expectNoSeriousA11yViolations(page, `admin list after a delete on a phone (${theme})`);
		} finally {
			await deleteViaApi(page.request, created.slug);
		}
	});
}

test("the audio URL an editor stores is what the term page's Pronounce button plays (review finding 12)", async ({
	page,
}) => {
	const name = uniqueName('Audio');
	// Only a UK recording: the button plays it, since there is no US one.
	const created = await createViaApi(page.request, name, {
		pronunciation_uk_audio: '/audio/e2e-uk-recording.mp3',
	});
	try {
		await page.route('**/audio/e2e-uk-recording.mp3', (route) =>
			route.fulfill({ status: 200, contentType: 'audio/mpeg', body: Buffer.alloc(0) }),
		);
		await page.goto(`/glossary/${created.slug}`);
		const button = page.getByRole('button', { name: `Pronounce “${name}” (recording)` });
		const played = page.waitForRequest((request) =>
			request.url().endsWith('/audio/e2e-uk-recording.mp3'),
		);
		await button.click();
		await played;
	} finally {
		await deleteViaApi(page.request, created.slug);
	}
});
