/**
 * Cards a reader writes: made from a sentence selected in a guide (a cloze, both sides editable,
 * limits named), edited and suspended in /review's card browser, exported to an Anki file and
 * imported elsewhere with their text and schedule; and the card browser on a phone, accessible in
 * both themes.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, watchConsole } from './helpers';
import { learnerState } from './learning-helpers';

const GUIDE = '/topics/neural-networks';

/** Selects `word` inside the first visible paragraph of the guide's text that has it. */
async function selectWord(page: Page, word: string) {
	await page.evaluate((w) => {
		for (const p of document.querySelectorAll('article .prose > p')) {
			if (!p.checkVisibility()) continue;
			const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const at = node.textContent!.indexOf(w);
				// Not in a glossary link's hidden tooltip.
				if (at < 0 || node.parentElement!.closest('[role="tooltip"]')) continue;
				const range = document.createRange();
				range.setStart(node, at);
				range.setEnd(node, at + w.length);
				getSelection()!.removeAllRanges();
				getSelection()!.addRange(range);
				return;
			}
		}
		throw new Error(`"${w}" is not in the guide`);
	}, word);
}

const ownCards = async (page: Page) =>
	Object.entries((await learnerState(page))?.cards ?? {}).filter(([id]) => id.startsWith('own:'));

test('on a phone, the first sentence selected on a fresh guide offers "Make a card" at once', async ({
	browser,
}) => {
	const page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true });
	await page.goto(GUIDE);
	await expect(page.getByRole('button', { name: 'Make a card', exact: true })).toHaveCount(0);
	// Nothing else on the page was touched: the selection alone wakes the island.
	await selectWord(page, 'neurons');
	const offer = page.getByRole('button', { name: 'Make a card', exact: true });
	await expect(offer).toBeVisible({ timeout: 15_000 });
	// Within thumb reach: at the bottom of the screen.
	const box = (await offer.boundingBox())!;
	expect(box.y + box.height).toBeGreaterThan(740 * 0.75);
	expect(box.height).toBeGreaterThanOrEqual(24);
	await offer.click();
	const dialog = page.getByRole('dialog', { name: 'Make a card' });
	await expect(dialog.getByLabel('Answer')).toHaveValue('neurons');
	await page.close();
});

test('a card made from a selected sentence is edited in the browser, exported and imported', async ({
	browser,
}) => {
	const page = await browser.newPage();
	const console = watchConsole(page);
	await page.goto(GUIDE);
	await selectWord(page, 'neurons');
	// The first use wakes the island, which reads the selection made before.
	await page.getByRole('button', { name: 'Make a card from this page' }).click();
	const dialog = page.getByRole('dialog', { name: 'Make a card' });
	await expect(dialog).toBeVisible();
	await expect(dialog.getByLabel('Hide this word or phrase (cloze)')).toHaveValue('neurons');
	await expect(dialog.getByLabel('Hide this word or phrase (cloze)')).toBeFocused();
	const prompt = dialog.getByLabel('Prompt');
	await expect(prompt).toHaveValue(/▁▁▁/);
	await expect(dialog.getByLabel('Answer')).toHaveValue('neurons');

	// Too long: the field is named and the text stays to be shortened.
	const long = `${'A very long prompt. '.repeat(11)}`;
	await prompt.fill(long);
	await dialog.getByRole('button', { name: 'Save the card' }).click();
	await expect(dialog.getByRole('alert')).toContainText(
		`The prompt is ${long.trim().length} characters; at most 200 fit.`,
	);
	await expect(prompt).toHaveValue(long);
	await prompt.fill('A neural network is made of layers of ▁▁▁.');
	await dialog.getByRole('button', { name: 'Save the card' }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByRole('status').filter({ hasText: 'Card saved.' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Make a card from this page' })).toBeFocused();

	// Once loaded, a selection brings the floating button.
	await selectWord(page, 'weights');
	await page.getByRole('button', { name: 'Make a card', exact: true }).click();
	await expect(dialog.getByLabel('Answer')).toHaveValue('weights');
	await page.keyboard.press('Escape');
	await expect(dialog).toBeHidden();

	const [[id, card]] = (await ownCards(page)) as unknown as [
		[string, { content: Record<string, string> }],
	];
	expect(card.content).toMatchObject({
		prompt: 'A neural network is made of layers of ▁▁▁.',
		answer: 'neurons',
		label: expect.stringMatching(/Neural Networks/i),
		href: expect.stringMatching(new RegExp(`^${GUIDE}(#[\\w-]+)?$`)),
	});

	// The card browser on /review: filter, edit, suspend.
	await page.goto('/review');
	const browserSection = page.locator('[data-card-browser]');
	await browserSection.getByLabel('Source').selectOption('own');
	await expect(browserSection.getByText('1 card.')).toBeVisible();
	const row = browserSection.locator(`[data-card-id="${id}"]`);
	await row.getByRole('button', { name: 'Edit' }).click();
	await row.getByLabel('Answer').fill('neurons (units)');
	await row.getByRole('button', { name: 'Save changes' }).click();
	await expect(row).toContainText('neurons (units)');
	await expect(row.getByRole('button', { name: 'Edit' })).toBeFocused();
	await browserSection.getByLabel('Search the cards').fill('units');
	await expect(browserSection.getByText('1 card.')).toBeVisible();
	await row.getByRole('button', { name: 'Suspend' }).click();
	await expect(row).toContainText('Suspended');
	await expect(page.getByText('No cards yet.')).toBeVisible();
	await row.getByRole('button', { name: 'Unsuspend' }).click();
	await expect(page.locator('[data-review-prompt]')).toHaveText(
		'A neural network is made of layers of ▁▁▁.',
	);

	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export for Anki' }).click();
	const file = await (await download).path();
	expect(readFileSync(file, 'utf8')).toContain(`\t${id}\t`);
	const original = (await learnerState(page))!.cards[id]!;

	const other = await browser.newPage();
	await other.goto('/review');
	await expect(other.getByText('No cards yet.')).toBeVisible();
	await other.getByLabel('Import a file exported here').setInputFiles(file);
	await expect(other.getByText('1 cards imported, 0 updated, 0 unchanged.')).toBeVisible();
	const imported = (await learnerState(other))!.cards[id]!;
	expect(imported.content).toEqual(original.content);
	expect(imported.schedule).toEqual(original.schedule);
	await expect(other.locator('[data-review-prompt]')).toHaveText(
		'A neural network is made of layers of ▁▁▁.',
	);
	expect(console.errors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const)
	test(`the card browser works on a phone and is accessible (${theme})`, async ({ browser }) => {
		const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
		await useTheme(page, theme);
		// A card of one's own, started empty from a term page.
		await page.goto('/glossary/overfitting');
		await page.getByRole('button', { name: 'Make a card from this page' }).click();
		const dialog = page.getByRole('dialog', { name: 'Make a card' });
		await expect(dialog.getByLabel('Prompt')).toBeFocused();
		await expect(dialog.getByLabel('Prompt')).toHaveValue('');
		await expectNoSeriousA11yViolations(page, `make a card (${theme})`, [], ['dialog']);
		await dialog.getByLabel('Prompt').fill('What is the sign of overfitting in learning curves?');
		await dialog.getByLabel('Answer').fill('Validation loss rises while training loss falls.');
		await dialog.getByRole('button', { name: 'Save the card' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'Card saved.' })).toBeVisible();
		await page.getByRole('button', { name: 'Add to review', exact: true }).click();
		await expect(page.getByRole('status').filter({ hasText: /cards? added/ })).toBeVisible();

		await page.goto('/review');
		const section = page.locator('[data-card-browser]');
		await section.scrollIntoViewIfNeeded();
		await expect(section.locator('[data-card-id]')).toHaveCount(4);
		const row = section.locator('[data-card-id^="own:"]');
		await row.getByRole('button', { name: 'Edit' }).click();
		await expect(row.getByLabel('Prompt')).toBeFocused();
		await expectNoSeriousA11yViolations(
			page,
			`card browser editing (${theme})`,
			[],
			['[data-card-browser]'],
		);
		await page.keyboard.press('Tab');
		await expect(row.getByLabel('Answer')).toBeFocused();
		await row.getByRole('button', { name: 'Cancel' }).click();
		// Every control is a 24 px target at least, and nothing is wider than the phone.
		for (const button of await section.getByRole('button').all())
			expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(24);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360,
		);
		await row.getByRole('button', { name: 'Delete' }).click();
		await row.getByRole('button', { name: 'Yes, delete' }).click();
		await expect(section.locator('[data-card-id]')).toHaveCount(3);
		await expectNoSeriousA11yViolations(
			page,
			`card browser (${theme})`,
			[],
			['[data-card-browser]'],
		);
	});
