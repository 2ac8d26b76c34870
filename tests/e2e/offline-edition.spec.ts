/**
 * /offline and /data offer the released offline edition (npm run release:zim): a link that saves
 * the very file the manifest describes, with its size and date beside it; the file comes as bytes
 * to save, and a broken download can resume. Before any release, the pages say so, with no link.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
	NOT_RELEASED,
	downloadHref,
	formatBytes,
	formatEditionDate,
	readOfflineEdition,
} from '../../src/lib/zim/edition.ts';
import { expectNoSeriousA11yViolations } from './helpers';

const edition = readOfflineEdition(join(import.meta.dirname, '../..'));

for (const path of ['/offline', '/data'])
	test(`${path} offers the offline edition with its size and date, or says none is released`, async ({
		page,
	}) => {
		await page.goto(path);
		const section = page.locator('#offline-edition');
		await expect(
			section.getByRole('heading', { name: 'The whole site in one file, for Kiwix' }),
		).toBeVisible();
		await expectNoSeriousA11yViolations(page, path, [], ['#offline-edition']);
		const link = section.getByRole('link', { name: 'Download the offline edition' });
		if (!edition) {
			await expect(section).toContainText(NOT_RELEASED);
			await expect(link).toHaveCount(0);
			return;
		}
		await expect(link).toHaveAttribute('href', downloadHref(edition));
		// The paragraph holding the link (a locator inside `has` is relative to it).
		const details = section.locator('p', {
			has: page.getByRole('link', { name: 'Download the offline edition' }),
		});
		await expect(details).toContainText(
			`(${edition.file}, ${formatBytes(edition.bytes)}, made on ${formatEditionDate(edition.date)})`,
		);
		await expect(section).toContainText(edition.sha256);

		const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
		expect(download.suggestedFilename()).toBe(edition.file);
		const saved = readFileSync((await download.path())!);
		expect(saved.length).toBe(edition.bytes);
		expect(createHash('sha256').update(saved).digest('hex')).toBe(edition.sha256);
	});

test('a link to an edition no longer released leads to the page that offers the current one', async ({
	request,
}) => {
	const old = await request.get('/downloads/ai-atlas_en_all_2000-01.zim', { maxRedirects: 0 });
	expect(old.status()).toBe(302);
	expect(old.headers().location).toBe('/offline#offline-edition');
});

test('the edition is served as bytes to save, and a broken download resumes', async ({
	request,
}) => {
	test.skip(!edition, 'no edition released yet');
	const url = downloadHref(edition!);
	const whole = await request.head(url);
	expect(whole.status()).toBe(200);
	expect(whole.headers()['content-type']).toBe('application/octet-stream');
	expect(whole.headers()['content-disposition']).toBe('attachment');
	expect(whole.headers()['accept-ranges']).toBe('bytes');
	expect(whole.headers()['content-length']).toBe(String(edition!.bytes));
	const rest = await request.get(url, {
		headers: { range: 'bytes=1000000-', 'if-range': whole.headers().etag! },
	});
	expect(rest.status()).toBe(206);
	expect(rest.headers()['content-range']).toBe(
		`bytes 1000000-${edition!.bytes - 1}/${edition!.bytes}`,
	);
	expect((await rest.body()).length).toBe(edition!.bytes - 1000000);
});
