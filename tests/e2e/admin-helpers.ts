import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

/** Shared by the admin end-to-end specs: names, API shortcuts and the way into the screen. */
export const ADMIN = '/admin/glossary';
export const TOKEN_KEY = 'ai-atlas-admin-token';
/** The delete confirmation for a term (it names the term and how long it can be restored). */
export const confirmDelete = (name: string) =>
	`Delete “${name}”? It leaves the glossary and its page at once. You can restore it from “Recently deleted” below the list for 90 days.`;

let counter = 0;
/** A term name no other test (or run) uses. */
export function uniqueName(label: string): string {
	counter += 1;
	return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
}
export const slugOf = (name: string) =>
	name
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');

/** Browser messages for expected 4xx answers (401, 409) are not app errors. */
export const appErrors = (errors: string[]) =>
	errors.filter(
		(e) => !/Failed to load resource: the server responded with a status of (401|409)/.test(e),
	);

export async function createViaApi(
	request: APIRequestContext,
	term: string,
	extra: Record<string, unknown> = {},
) {
	const response = await request.post('/api/glossary/term', {
		headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
		data: {
			term,
			comprehensive_definition: `${term} is a term created by the admin end-to-end tests.`,
			...extra,
		},
	});
	expect(response.status(), await response.text()).toBe(201);
	return (await response.json()) as { id: number; slug: string; term: string };
}

export async function deleteViaApi(request: APIRequestContext, slug: string) {
	const found = await request.get(`/api/glossary/term/${slug}`);
	if (found.status() !== 200) return;
	const { id } = (await found.json()) as { id: number };
	await request.delete(`/api/glossary/term/${id}`, {
		headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
	});
}

export async function openAdmin(page: Page) {
	await page.goto(ADMIN);
	await expect(page.locator('#terms-status')).toHaveText(/^\d+ terms$/);
}

export async function withToken(page: Page, token = E2E_ADMIN_TOKEN) {
	await page.addInitScript(
		([key, value]) => sessionStorage.setItem(key!, value!),
		[TOKEN_KEY, token],
	);
}

export async function search(page: Page, text: string) {
	await page.getByLabel('Search terms').fill(text);
}

/** The admin list's requests: `GET /api/glossary` with its paging parameters. */
export const isListRequest = (url: URL) => url.pathname === '/api/glossary';

/** The admin form's Term field and the notification on screen. */
export const termField = (page: Page) => page.getByRole('textbox', { name: 'Term', exact: true });
export const notification = (page: Page) => page.locator('[data-notice]:not([hidden])');
