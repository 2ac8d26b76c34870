// @vitest-environment dom-with-server
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyState, markStep } from '../../lib/learning/state';
import { loadState, loadSyncSettings } from '../../lib/learning/store';
import { generateCode } from '../../lib/learning/sync-code';
import { setDb } from '../../server/db';
import { createTestDb } from '../../../tests/helpers/db';
import { functionsFetch } from '../../../tests/helpers/functions';
import { resetLearnerStore } from '../../../tests/helpers/learner-store';
import ProgressTools from './ProgressTools';

vi.mock('../../lib/learning/store', () => import('../../../tests/helpers/learner-store'));

/**
 * Sync runs against the real progress function over a throwaway database: what one device
 * stores, encrypted under its code, is what another device joining with the code reads.
 */
let dropDb: () => void;
beforeAll(async () => {
	const serve = await functionsFetch();
	const made = await createTestDb();
	dropDb = made.cleanup;
	setDb(made.db);
	vi.stubGlobal('fetch', serve);
});
afterAll(() => {
	vi.unstubAllGlobals();
	setDb(undefined);
	dropDb();
});
beforeEach(() => resetLearnerStore());
afterEach(() => vi.restoreAllMocks());

const stepDone = (key: string) => markStep(emptyState(), key, true, Date.now() - 1000);

async function turnOnSync(user: ReturnType<typeof userEvent.setup>) {
	await user.click(await screen.findByRole('button', { name: 'Turn on sync' }));
	await screen.findByText('Sync is on. Write the code down, or keep it in a password manager.');
	return (await loadSyncSettings())!.code;
}

describe('ProgressTools', () => {
	test('turning on sync shows the code; another device joining with it gets both devices’ progress', async () => {
		resetLearnerStore(stepDone('guide:attention'));
		const user = userEvent.setup();
		const first = render(<ProgressTools />);
		const code = await turnOnSync(user);
		expect(screen.getByText('Sync is on on this device.')).toBeTruthy();
		expect(screen.getByText(code.slice(0, 5), { exact: false })).toBeTruthy();
		first.unmount();

		// The other device, with progress of its own.
		resetLearnerStore(stepDone('guide:dropout'));
		render(<ProgressTools />);
		await user.type(
			await screen.findByLabelText('I have a code from another device'),
			code.toLowerCase(),
		);
		await user.click(screen.getByRole('button', { name: 'Sync this device' }));
		expect(
			await screen.findByText('This device is now synced: progress from both devices is merged.'),
		).toBeTruthy();
		expect(Object.keys((await loadState()).steps).sort()).toEqual([
			'guide:attention',
			'guide:dropout',
		]);
		expect((await loadSyncSettings())?.code).toBe(code);
	});

	test('a mistyped code is explained before anything is asked of the server', async () => {
		const user = userEvent.setup();
		render(<ProgressTools />);
		await user.type(await screen.findByLabelText('I have a code from another device'), 'ABCDE');
		await user.click(screen.getByRole('button', { name: 'Sync this device' }));
		expect((await screen.findByRole('alert')).textContent).toBe(
			'A sync code has 30 characters (six groups of five); this one has 5.',
		);
		expect(await loadSyncSettings()).toBeUndefined();
	});

	test('a code nobody stored progress under is explained', async () => {
		const user = userEvent.setup();
		render(<ProgressTools />);
		await user.type(
			await screen.findByLabelText('I have a code from another device'),
			generateCode(),
		);
		await user.click(screen.getByRole('button', { name: 'Sync this device' }));
		expect((await screen.findByRole('alert')).textContent).toBe(
			'No progress is stored under this code. Check it, or start sync on the device that has your progress.',
		);
		expect(await loadSyncSettings()).toBeUndefined();
	});

	test('Sync now, then Turn sync off here keeps the progress on this device', async () => {
		resetLearnerStore(stepDone('guide:attention'));
		const user = userEvent.setup();
		render(<ProgressTools />);
		await turnOnSync(user);
		await user.click(screen.getByRole('button', { name: 'Sync now' }));
		expect(await screen.findByText('Synced.')).toBeTruthy();
		await user.click(screen.getByRole('button', { name: 'Turn sync off here' }));
		expect(
			await screen.findByText('Sync is off on this device. Your progress stays here.'),
		).toBeTruthy();
		expect(await loadSyncSettings()).toBeUndefined();
		expect((await loadState()).steps['guide:attention']?.done).toBe(true);
		expect(screen.getByRole('button', { name: 'Turn on sync' })).toBeTruthy();
	});

	test('Reset my progress asks first; Cancel leaves it, Yes forgets the steps', async () => {
		resetLearnerStore(stepDone('guide:attention'));
		const user = userEvent.setup();
		render(<ProgressTools />);
		await user.click(await screen.findByRole('button', { name: 'Reset my progress' }));
		// Focus goes to the question, and Cancel gives it back to the button.
		expect(document.activeElement?.textContent).toBe(
			'Forget every step done and every answer? Review cards are kept.',
		);
		await user.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset my progress' }));
		expect((await loadState()).steps['guide:attention']?.done).toBe(true);
		await user.click(screen.getByRole('button', { name: 'Reset my progress' }));
		await user.click(screen.getByRole('button', { name: 'Yes, reset' }));
		expect(await screen.findByText('Your progress is reset.')).toBeTruthy();
		expect((await loadState()).steps).toEqual({});
		within(document.body).getByRole('button', { name: 'Reset my progress' });
	});
});
