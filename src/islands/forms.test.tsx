import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import ContactForm from './ContactForm';
import NewsletterForm from './NewsletterForm';

afterEach(() => vi.unstubAllGlobals());

/** Neither form has a back end: a submission must never leave the page. */
function forbidRequests() {
	const fetchMock = vi.fn();
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

describe('NewsletterForm', () => {
	test('an address that is not one is refused; a valid one is told honestly that nothing was sent', async () => {
		const fetchMock = forbidRequests();
		const user = userEvent.setup();
		render(<NewsletterForm />);
		const field = screen.getByLabelText('Email address');
		await user.type(field, 'not-an-address');
		await user.click(screen.getByRole('button', { name: 'Subscribe' }));
		expect(screen.getByRole('status').textContent).toBe('');
		await user.clear(field);
		await user.type(field, 'reader@example.org{Enter}');
		expect(screen.getByRole('status').textContent).toMatch(
			/^Thank you! Our newsletter hasn't launched yet, so nothing was sent/,
		);
		expect(field.getAttribute('name')).toBeNull();
		expect(fetchMock).not.toHaveBeenCalled();
	});
});

describe('ContactForm', () => {
	test('a complete message is not sent, and the reader is pointed to the address', async () => {
		const fetchMock = forbidRequests();
		const user = userEvent.setup();
		render(<ContactForm email="hello@example.org" />);
		await user.click(screen.getByRole('button', { name: 'Send Message' }));
		expect(screen.getByRole('status').textContent).toBe('');
		await user.type(screen.getByLabelText('Name'), 'Ada');
		await user.type(screen.getByLabelText('Email'), 'ada@example.org');
		await user.type(screen.getByLabelText('Subject'), 'Hello');
		await user.type(screen.getByLabelText('Message'), 'A question.');
		await user.click(screen.getByRole('button', { name: 'Send Message' }));
		expect(screen.getByRole('status').textContent).toBe(
			"Thanks! This form doesn't send messages yet, so nothing was sent. Please e-mail hello@example.org and we'll reply.",
		);
		expect(screen.getByRole('link', { name: 'hello@example.org' }).getAttribute('href')).toBe(
			'mailto:hello@example.org',
		);
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
