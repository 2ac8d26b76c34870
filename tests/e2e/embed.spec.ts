/**
 * The term card on another site: a page served from another origin includes our script and marks
 * a link; hover, keyboard focus and Escape work, the card credits AI Atlas, and without the script
 * the link is a plain link.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

/**
 * Another origin, served for real by a small server of the test's own (a page Playwright invents
 * would count as a public site, which Chrome forbids from reaching a loopback address).
 */
async function partnerPage(page: Page, base: string, withScript = true) {
	const html = `<!doctype html><html lang="en"><head><title>Partner</title>
${withScript ? `<script src="${base}/embed/term-card.js" defer></script>` : ''}</head><body>
<p><button>Before</button> Training uses <a id="term" href="${base}/glossary/gradient-descent" data-ai-atlas-term>gradient descent</a> to lower the loss.</p>
<p><a id="other" href="${base}/about">Not a term</a></p></body></html>`;
	const server = createServer((_req, res) => {
		res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
		res.end(html);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	servers.push(server);
	const { port } = server.address() as AddressInfo;
	await page.goto(`http://127.0.0.1:${port}/`);
}

const servers: Server[] = [];
test.afterEach(() => {
	for (const server of servers.splice(0)) server.close();
});

test('on hover the card shows the term, its definition, difficulty and credit', async ({
	page,
	baseURL,
}) => {
	await partnerPage(page, baseURL!);
	await page.locator('#term').hover();
	const card = page.getByRole('tooltip');
	await expect(card).toBeVisible();
	await expect(card).toContainText('Gradient Descent');
	await expect(card).toContainText(/Beginner|Intermediate|Advanced/);
	await expect(card.getByRole('link', { name: 'Read more on AI Atlas' })).toHaveAttribute(
		'href',
		/\/glossary\/gradient-descent$/,
	);
	await expect(card).toContainText('CC BY 4.0');
	await expect(page.locator('#term')).toHaveAttribute('aria-describedby', /ai-atlas-term-card-/);
	await page.locator('#other').hover();
	await expect(card).toBeHidden();
});

test('by keyboard: focus opens, Tab reaches "Read more", Escape closes and returns focus', async ({
	page,
	baseURL,
}) => {
	await partnerPage(page, baseURL!);
	await page.getByRole('button', { name: 'Before' }).focus();
	await page.keyboard.press('Tab');
	await expect(page.locator('#term')).toBeFocused();
	const card = page.getByRole('tooltip');
	await expect(card).toBeVisible();
	await page.keyboard.press('Tab');
	await expect(card.getByRole('link', { name: 'Read more on AI Atlas' })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(card).toBeHidden();
	await expect(page.locator('#term')).toBeFocused();
});

test('without the script the link is a plain link', async ({ page, baseURL }) => {
	await partnerPage(page, baseURL!, false);
	await page.locator('#term').hover();
	await expect(page.getByRole('tooltip')).toHaveCount(0);
	await expect(page.locator('#term')).toHaveAttribute(
		'href',
		`${baseURL}/glossary/gradient-descent`,
	);
});
