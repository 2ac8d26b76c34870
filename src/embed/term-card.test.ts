// @vitest-environment dom-with-server
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { setDb } from '../server/db.ts';
import { createTestDb } from '../../tests/helpers/db.ts';
import { functionsFetch } from '../../tests/helpers/functions.ts';
import { seedFixture } from '../../tests/helpers/glossary-fixture.ts';

/**
 * The embeddable term card on another site's page, reading the real summary function over the
 * fixture glossary (Neural Network, Backpropagation…).
 */
let dropDb: () => void;
beforeAll(async () => {
	const made = await createTestDb();
	dropDb = made.cleanup;
	setDb(made.db);
	await seedFixture(made.db);
	vi.stubGlobal('fetch', await functionsFetch());
	document.body.innerHTML = `
		<p>
			<a id="known" href="/glossary/neural-network" data-ai-atlas-term>neural networks</a>,
			<a id="unknown" href="/glossary/no-such-term" data-ai-atlas-term>no such term</a>,
			<a id="elsewhere" href="https://example.org/glossary/neural-network" data-ai-atlas-term>elsewhere</a>,
			<button id="other">other</button>
		</p>`;
	await import('./term-card.ts');
});
afterAll(() => {
	vi.unstubAllGlobals();
	setDb(undefined);
	dropDb();
});

const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;
/** The card shown after `anchor`, if any: its shadow root's tooltip. */
const cardAfter = (anchor: HTMLElement) =>
	(anchor.nextElementSibling as HTMLElement | null)?.shadowRoot?.querySelector('[role="tooltip"]');

describe('the embeddable term card', () => {
	test('focusing a marked link shows the term, its level, definition and a link to read more', async () => {
		link('known').focus();
		const card = await vi.waitFor(() => {
			const found = cardAfter(link('known'));
			expect(found).toBeTruthy();
			return found!;
		});
		expect(card.querySelector('.term')!.textContent).toBe('Neural Network');
		expect(card.querySelector('.level')!.textContent).toBe('Beginner');
		expect(card.querySelector('.definition')!.textContent).toBe(
			'A model made of layers of simple connected units that learn from data.',
		);
		expect(card.querySelector('a')!.getAttribute('href')).toMatch(/\/glossary\/neural-network$/);
		expect(link('known').getAttribute('aria-describedby')).toBe(
			link('known').nextElementSibling!.id,
		);
	});

	test('Escape closes the card and it stays closed as focus returns to the link', async () => {
		document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
		expect(cardAfter(link('known'))).toBeFalsy();
		expect(link('known').hasAttribute('aria-describedby')).toBe(false);
		expect(document.activeElement).toBe(link('known'));
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(cardAfter(link('known'))).toBeFalsy();
	});

	test('a link to a term the glossary lacks, or to another site, stays a plain link', async () => {
		link('unknown').focus();
		link('elsewhere').focus();
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(document.querySelectorAll('[id^="ai-atlas-term-card-"]')).toHaveLength(0);
	});

	test('hovering shows the card, and moving away hides it after a moment', async () => {
		link('known').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
		await vi.waitFor(() => expect(cardAfter(link('known'))).toBeTruthy());
		document.getElementById('other')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
		expect(cardAfter(link('known'))).toBeTruthy();
		await vi.waitFor(() => expect(cardAfter(link('known'))).toBeFalsy(), { timeout: 1000 });
	});
});
