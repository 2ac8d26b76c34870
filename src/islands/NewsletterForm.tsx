import { useId, useState, type SubmitEvent } from 'react';

/**
 * The home page newsletter sign-up. There is no newsletter service, so submitting sends nothing:
 * the browser checks the address (required, e-mail type), then the form says so politely.
 *
 * The field has no `name`, so even a submission made without JavaScript carries no address.
 */
export default function NewsletterForm() {
	const id = useId();
	const [submitted, setSubmitted] = useState(false);

	const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		setSubmitted(true);
	};

	return (
		<div>
			<form
				onSubmit={onSubmit}
				aria-describedby={`${id}-privacy`}
				className="flex flex-col gap-3 sm:flex-row"
			>
				<label htmlFor={`${id}-email`} className="sr-only">
					Email address
				</label>
				<input
					id={`${id}-email`}
					type="email"
					required
					autoComplete="email"
					placeholder="Enter your email"
					className="field flex-1 py-2.5"
				/>
				<button type="submit" className="btn-primary shrink-0 px-6">
					Subscribe
				</button>
			</form>
			<p id={`${id}-privacy`} className="mt-3 text-sm text-slate-700 dark:text-slate-300">
				We respect your privacy. Unsubscribe at any time.
			</p>
			<p role="status" className="mt-2 text-sm font-medium text-slate-900 dark:text-white">
				{submitted
					? "Thank you! Our newsletter hasn't launched yet, so nothing was sent and your address wasn't stored. Follow the blog's RSS feed to hear about new articles."
					: ''}
			</p>
		</div>
	);
}
