import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { createViaApi, deleteViaApi, uniqueName } from './admin-helpers';
import { recordTiming } from '../helpers/timings';

/**
 * Term pages are rendered on demand and cached until a save purges them: under `npm start`, an
 * editor's save is on the term's page, and on its neighbour's, at the next visit (well within
 * the 10 s the glossary promises editors).
 */
test('a saved definition is on its term page, and a rename on its neighbour’s, at the next visit', async ({
	page,
	request,
}) => {
	const name = uniqueName('Freshness');
	const created = await createViaApi(request, name, {
		short_definition: 'The first wording of this definition, written by the end-to-end test.',
	});
	try {
		await page.goto(`/glossary/${created.slug}`);
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
		await expect(page.getByText('The first wording of this definition')).toBeVisible();
		// Visited twice, so the page is in the cache a save must purge.
		await page.reload();

		const saved = Date.now();
		const response = await request.put(`/api/glossary/term/${created.id}`, {
			headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
			data: {
				term: `${name} Renamed`,
				comprehensive_definition: `${name} is a term created by the end-to-end tests.`,
				short_definition: 'The second wording, saved by an editor a moment ago.',
			},
		});
		expect(response.status(), await response.text()).toBe(200);
		await page.reload();
		await expect(page.getByText('The second wording, saved by an editor')).toBeVisible();
		await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible();
		// Within the 10 s promised: a wall-clock figure, judged by `npm run bench:timings`.
		recordTiming('term-page-fresh', Date.now() - saved);

		// The term before it in the A–Z order links to it by its new name.
		const previous = page.getByRole('link', { name: /Previous term/ });
		await previous.click();
		await expect(
			page.getByRole('link', { name: new RegExp(`Next term.*${name} Renamed`) }),
		).toBeVisible();
	} finally {
		await deleteViaApi(request, created.slug);
	}
});
