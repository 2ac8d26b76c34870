import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/** The learner's state as the browser keeps it (IndexedDB `ai-atlas`, store `learner`, key `state`). */
export function learnerState(page: Page): Promise<{
	steps: Record<string, { done: boolean; at: number }>;
	answers: Record<string, { choice: number; correct: boolean }>;
	cards: Record<
		string,
		{
			active: boolean;
			schedule: { due: number; reps: number; state: number };
			content: { prompt: string };
		}
	>;
	log: unknown[];
} | null> {
	return page.evaluate(
		() =>
			new Promise((resolve, reject) => {
				const open = indexedDB.open('ai-atlas');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const db = open.result;
					if (!db.objectStoreNames.contains('learner')) return resolve(null);
					const get = db.transaction('learner').objectStore('learner').get('state');
					get.onsuccess = () => resolve(get.result ?? null);
					get.onerror = () => reject(get.error);
				};
			}),
	);
}

/** Turns sync on in /learn's progress tools and returns the code shown. */
export async function startSync(page: Page): Promise<string> {
	await page.goto('/learn');
	await page.getByRole('button', { name: 'Turn on sync' }).click();
	const code = page.locator('[data-sync-code]');
	await expect(code).toHaveText(/^([0-9A-Z]{5}-){5}[0-9A-Z]{5}$/, { timeout: 20_000 });
	return (await code.textContent())!;
}

/** Enters a sync code on /learn and waits until this device is synced. */
export async function joinSync(page: Page, code: string): Promise<void> {
	await page.goto('/learn');
	await page.getByLabel('I have a code from another device').fill(code);
	await page.getByRole('button', { name: 'Sync this device' }).click();
	// A sync is a few round trips and some crypto: on a busy machine it takes a while.
	await expect(page.getByText('This device is now synced')).toBeVisible({ timeout: 20_000 });
}

/** Presses "Sync now" on /learn (sync must be on) and waits for it. */
export async function syncNow(page: Page): Promise<void> {
	await page.goto('/learn');
	// Wake the progress tools first (focus hydrates them), so the sync they start on waking and
	// the one asked for here are both under way before the status is read.
	const button = page.getByRole('button', { name: 'Sync now' });
	await button.focus();
	await waitForHydration(page, 'ProgressTools');
	await button.click();
	await expect(page.getByRole('status').filter({ hasText: 'Synced.' })).toBeVisible({
		timeout: 20_000,
	});
}
