/**
 * Review: cards added from a term page and a guide, reviewed on /review by keyboard with FSRS's
 * intervals, the schedule kept across a reload, export and import through a file, the review
 * state carried by sync, and /review accessible in both themes with a card and with its answer.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, waitForHydration, watchConsole } from './helpers';
import { joinSync, learnerState, startSync } from './learning-helpers';

async function addTerm(page: Page, slug: string) {
	await page.goto(`/glossary/${slug}`);
	await page.getByRole('button', { name: 'Add to review', exact: true }).click();
	// The click wakes the island, which then fetches the term's cards: slow on a busy machine.
	await expect(page.getByRole('status').filter({ hasText: /cards? added/ })).toBeVisible({
		timeout: 20_000,
	});
}

const counts = (page: Page) => page.locator('[data-review-counts]');

test('a term added from its page is reviewed on /review, by keyboard, and its schedule survives a reload', async ({
	page,
}) => {
	const console = watchConsole(page);
	await addTerm(page, 'overfitting');
	await expect(page.getByRole('status').filter({ hasText: '3 cards added.' })).toBeVisible();
	await addTerm(page, 'underfitting');

	await page.goto('/review');
	// One new card of each term a day; their sibling cards come on later days.
	await expect(counts(page)).toHaveText('2 new · 0 learning · 0 to review');
	await expect(page.locator('[data-review-prompt]')).toHaveText('What is Overfitting?');
	await page.keyboard.press('Space');
	const answer = page.locator('[data-review-answer]');
	await expect(answer).toBeFocused();
	await expect(answer).toContainText('learns the training data too well');
	await expect(answer.getByRole('link')).toHaveAttribute('href', '/glossary/overfitting');
	// Each grade shows its next interval; Good on a new card is the 10-minute learning step.
	// Named by the visible word, then the interval spelled out.
	await expect(page.getByRole('button', { name: /^Good\b.*next in 10 minutes$/ })).toBeVisible();
	await expect(page.getByRole('button', { name: /^Again\b.*next in 1 minute$/ })).toBeVisible();
	await page.keyboard.press('3');
	await expect(counts(page)).toHaveText('1 new · 0 learning · 0 to review');
	// The next card's prompt takes focus for screen readers.
	const prompt = page.locator('[data-review-prompt]');
	await expect(prompt).toBeFocused();
	await expect(prompt).toHaveText('What is Underfitting?');
	await page.keyboard.press('Enter');
	await page.keyboard.press('1');
	await expect(page.getByRole('heading', { name: 'Done for now.' })).toBeFocused();
	await expect(page.locator('[data-review-finished]')).toContainText('Next card due');

	const before = (await learnerState(page))!.cards['term:overfitting:definition']!.schedule;
	expect(before.reps).toBe(1);
	expect(before.due).toBeGreaterThan(Date.now() + 9 * 60_000);
	await page.reload();
	await expect(counts(page)).toHaveText('0 new · 0 learning · 0 to review');
	expect((await learnerState(page))!.cards['term:overfitting:definition']!.schedule).toEqual(
		before,
	);
	expect(console.errors).toEqual([]);
});

test("a guide's terms are added at once, saying what was already there, and the add can be undone", async ({
	page,
}) => {
	await addTerm(page, 'backpropagation');
	await page.goto('/topics/neural-networks');
	await page.getByRole('button', { name: /Add this guide's \d+ terms to review/ }).click();
	const note = page.getByRole('status').filter({ hasText: /added/ });
	await expect(note).toHaveText(/^\d+ cards added, \d+ already in your review\./);
	const state = (await learnerState(page))!;
	const active = Object.values(state.cards).filter((c) => c.active).length;
	expect(active).toBeGreaterThan(10);
	await note.getByRole('button', { name: 'undo' }).click();
	await expect(page.getByText('Removed from your review.')).toBeVisible();
	const after = Object.values((await learnerState(page))!.cards).filter((c) => c.active).length;
	expect(after).toBe(
		Object.keys(state.cards).filter((id) => id.startsWith('term:backpropagation:')).length,
	);
});

test('export to an Anki file and import it elsewhere gives the same cards and schedules', async ({
	browser,
}) => {
	const page = await browser.newPage();
	await addTerm(page, 'gradient-descent');
	await page.goto('/review');
	await expect(page.locator('[data-review-prompt]')).toBeVisible();
	await waitForHydration(page, 'ReviewApp');
	await page.keyboard.press('Space');
	await page.keyboard.press('4'); // Easy
	await expect(page.getByRole('heading', { name: 'Done for now.' })).toBeVisible();
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export for Anki' }).click();
	const file = await (await download).path();
	const text = readFileSync(file, 'utf8');
	expect(text.split('\n')[0]).toBe('#separator:tab');
	expect(text).toContain('#notetype:Basic');
	const original = (await learnerState(page))!.cards;

	const other = await browser.newPage();
	await other.goto('/review');
	await expect(other.getByText('No cards yet.')).toBeVisible();
	await other.getByLabel('Import a file exported here').setInputFiles(file);
	await expect(other.getByText(/^\d+ cards imported, 0 updated/)).toBeVisible();
	const imported = (await learnerState(other))!.cards;
	expect(Object.keys(imported).sort()).toEqual(Object.keys(original).sort());
	for (const [id, card] of Object.entries(original)) {
		expect(imported[id]!.schedule).toEqual(card.schedule);
		expect(imported[id]!.content).toEqual(card.content);
	}
});

test('sync carries review cards and their schedules to another browser', async ({ browser }) => {
	const a = await (await browser.newContext()).newPage();
	const b = await (await browser.newContext()).newPage();
	await addTerm(a, 'attention-mechanism');
	await a.goto('/review');
	await expect(a.locator('[data-review-prompt]')).toBeVisible();
	// The keys are the island's: its server-rendered card shows before it has hydrated.
	await waitForHydration(a, 'ReviewApp');
	await a.keyboard.press('Space');
	await a.keyboard.press('3');
	await expect(a.getByRole('heading', { name: 'Done for now.' })).toBeVisible();
	const reviewed = (await learnerState(a))!.cards;
	const code = await startSync(a);
	await joinSync(b, code);
	const synced = (await learnerState(b))!.cards;
	for (const [id, card] of Object.entries(reviewed))
		expect(synced[id]!.schedule).toEqual(card.schedule);
	await b.goto('/review');
	await expect(b.getByRole('heading', { name: 'Done for now.' })).toBeVisible();
	await expect(counts(b)).toHaveText('0 new · 0 learning · 0 to review');
});

for (const theme of ['light', 'dark'] as const)
	test(`/review is accessible with a card and with its answer (${theme})`, async ({ page }) => {
		await useTheme(page, theme);
		await addTerm(page, 'transformer');
		await page.goto('/review');
		await expect(page.locator('[data-review-prompt]')).toBeVisible();
		await expectNoSeriousA11yViolations(page, `/review card (${theme})`);
		await page.getByRole('button', { name: /Show answer/ }).click();
		await expect(page.locator('[data-review-answer]')).toBeVisible();
		for (const button of await page.locator('.review-grade').all())
			expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
		await expectNoSeriousA11yViolations(page, `/review answer (${theme})`);
	});
