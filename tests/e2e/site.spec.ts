import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, watchConsole, watchScripts } from './helpers';

const PAGES = [
	'/',
	'/about',
	'/contact',
	'/resources',
	'/privacy-policy',
	'/terms-and-conditions',
	'/disclaimer',
	'/topics',
	'/blog',
	'/glossary',
	'/search?q=agents',
	'/admin/glossary',
];

test.describe('every page', () => {
	for (const path of PAGES) {
		test(`${path} loads with no console errors or CSP violations`, async ({ page }) => {
			const console = watchConsole(page);
			const response = await page.goto(path);
			expect(response?.status()).toBe(200);
			await page.waitForLoadState('networkidle');
			expect(console.errors).toEqual([]);
			// A page built ahead carries its policy in a meta element; one rendered on demand
			// (/search), in a header (docs/decisions/term-pages-on-demand.md).
			if (path.startsWith('/search'))
				expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
			else await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
		});
	}

	test('unknown paths show the 404 page with status 404', async ({ page }) => {
		const response = await page.goto('/no/such/page');
		expect(response?.status()).toBe(404);
		await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
		await expect(
			page.getByText("The page you're looking for doesn't exist or has been moved."),
		).toBeVisible();
		await page.getByRole('link', { name: 'Return to Home' }).click();
		await expect(page).toHaveURL(/\/$/);
	});

	for (const theme of ['light', 'dark'] as const) {
		for (const path of ['/', '/about', '/contact', '/resources', '/disclaimer', '/no/such/page']) {
			test(`${path} has no serious accessibility violations in the ${theme} theme`, async ({
				page,
			}) => {
				await useTheme(page, theme);
				await page.goto(path);
				await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
				await expectNoSeriousA11yViolations(page, `${path} (${theme})`);
			});
		}
	}
});

test.describe('SEO head', () => {
	test('sets title, description, canonical, robots, Open Graph and Twitter tags', async ({
		page,
	}) => {
		await page.goto('/about');
		await expect(page).toHaveTitle('About | AI Atlas');
		const meta = (selector: string) => page.locator(selector).getAttribute('content');
		expect(await meta('meta[name="description"]')).toMatch(/AI Atlas explains/);
		expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
			/^https?:\/\/[^/]+\/about$/,
		);
		expect(await meta('meta[name="robots"]')).toBe(
			'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
		);
		expect(await meta('meta[name="revisit-after"]')).toBe('7 days');
		expect(await meta('meta[property="og:title"]')).toBe('About | AI Atlas');
		expect(await meta('meta[property="og:site_name"]')).toBe('AI Atlas');
		expect(await meta('meta[property="og:image"]')).toMatch(/\/og-default\.png$/);
		expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
		await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveCount(1);
		const og = await page.request.get('/og-default.png');
		expect(og.headers()['content-type']).toBe('image/png');
	});

	test('keeps the admin screen out of search engines and the sitemap', async ({
		page,
		request,
	}) => {
		const response = await page.goto('/admin/glossary');
		expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
		expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
			'noindex, nofollow',
		);
		const sitemap = await (await request.get('/sitemap-0.xml')).text();
		expect(sitemap).toContain('/about</loc>');
		expect(sitemap).not.toContain('/admin');
		const robots = await (await request.get('/robots.txt')).text();
		expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
	});
});

test.describe('header', () => {
	test('highlights the current section', async ({ page }) => {
		await page.goto('/about');
		const nav = page.getByRole('navigation', { name: 'Main', exact: true });
		await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
		await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
			'aria-current',
			'page',
		);
	});

	test('offers a skip link that moves focus to the main content', async ({ page }) => {
		await page.goto('/about');
		await page.keyboard.press('Tab');
		const skip = page.getByRole('link', { name: 'Skip to content' });
		await expect(skip).toBeFocused();
		await expect(skip).toBeVisible();
		await page.keyboard.press('Enter');
		await expect(page.locator('main')).toBeFocused();
	});

	test('theme toggle cycles, persists across reloads, and applies before paint', async ({
		page,
	}) => {
		const scripts = watchScripts(page);
		await page.emulateMedia({ colorScheme: 'light' });
		await page.goto('/about');
		const html = page.locator('html');
		await expect(html).toHaveAttribute('data-theme-pref', 'system');
		await expect(html).toHaveAttribute('data-theme', 'light');
		expect(scripts.filter((s) => s.includes('/_astro/'))).toEqual([]);

		const toggle = page.getByRole('button', { name: /Theme: system/ });
		await toggle.click();
		await expect(html).toHaveAttribute('data-theme-pref', 'light');
		await page.getByRole('button', { name: /Theme: light/ }).click();
		await expect(html).toHaveAttribute('data-theme', 'dark');

		await page.reload();
		// Set by the inline head script: no island code has loaded yet.
		await expect(html).toHaveAttribute('data-theme', 'dark');
		expect(
			await page.evaluate(() =>
				performance.getEntriesByType('resource').some((e) => e.name.includes('ThemeToggle')),
			),
		).toBe(false);
		const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
		expect(background).not.toBe('rgb(255, 255, 255)');
	});

	test('system mode follows the operating system live', async ({ page }) => {
		await page.emulateMedia({ colorScheme: 'light' });
		await page.goto('/about');
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
		await page.emulateMedia({ colorScheme: 'dark' });
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	});
});

test.describe('mobile menu at 375 px', () => {
	test.use({ viewport: { width: 375, height: 740 } });

	test('opens, then closes on an outside tap, on Escape and on navigation', async ({ page }) => {
		await page.goto('/about');
		const button = page.getByRole('button', { name: 'Menu' });
		// The same navigation as on wide screens, shown as a popover below 768 px.
		const menu = page.getByRole('navigation', { name: 'Main', exact: true });
		await expect(menu).toBeHidden();
		await button.click();
		await expect(menu).toBeVisible();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await page.mouse.click(180, 700);
		await expect(menu).toBeHidden();
		await expect(button).toHaveAttribute('aria-expanded', 'false');

		await button.click();
		await expect(menu).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(menu).toBeHidden();

		await button.click();
		await menu.getByRole('link', { name: 'Resources' }).click();
		await expect(page).toHaveURL(/\/resources$/);
		await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
	});
});

test.describe('info pages', () => {
	test('about shows the mission, vision and a contact e-mail', async ({ page }) => {
		await page.goto('/about');
		await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible();
		await expect(page.getByRole('link', { name: 'hello@ai-atlas.netlify.app' })).toHaveAttribute(
			'href',
			'mailto:hello@ai-atlas.netlify.app',
		);
	});

	test('contact form requires every field and sends nothing', async ({ page }) => {
		await page.goto('/contact');
		for (const label of ['Name', 'Email', 'Subject', 'Message']) {
			await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
		}
		await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
		const requests: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() !== 'script' && !request.url().includes('/_astro/'))
				requests.push(`${request.method()} ${request.url()}`);
		});
		await page.getByLabel('Name', { exact: true }).fill('Ada');
		await page.getByLabel('Email', { exact: true }).fill('ada@example.org');
		await page.getByLabel('Subject', { exact: true }).fill('Hello');
		await page.getByLabel('Message', { exact: true }).fill('A question about transformers.');
		await page.getByRole('button', { name: 'Send Message' }).click();
		await expect(page.getByRole('status')).toContainText('nothing was sent');
		await expect(page).toHaveURL(/\/contact$/);
		expect(requests).toEqual([]);
	});

	test('resources link to four real learning resources', async ({ page }) => {
		await page.goto('/resources');
		const links = page.getByRole('main').getByRole('link', { name: /^Visit / });
		await expect(links).toHaveCount(4);
		for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
			expect(href).toMatch(/^https?:\/\//);
	});

	for (const [path, title] of [
		['/disclaimer', 'Disclaimer'],
		['/privacy-policy', 'Privacy Policy'],
		['/terms-and-conditions', 'Terms of Service'],
	] as const) {
		test(`${title} states the legal basics and links back home`, async ({ page }) => {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
			await expect(page.getByText('March 24, 2025')).toBeVisible();
			const text = await page.locator('main').innerText();
			expect(text).toMatch(/under 13/);
			expect(text).toMatch(/affiliate/i);
			expect(text).toMatch(/informational|information and education|information only/i);
			await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
		});
	}

	test('the footer carries the link groups and the current year', async ({ page }) => {
		await page.goto('/about');
		const footer = page.locator('footer');
		await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
			'href',
			'/privacy-policy',
		);
		await expect(footer.getByRole('link', { name: 'Neural networks' })).toHaveAttribute(
			'href',
			'/topics/neural-networks',
		);
		await expect(footer).toContainText(`© ${new Date().getFullYear()} AI Atlas`);
	});
});
