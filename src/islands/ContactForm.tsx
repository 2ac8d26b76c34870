import { useState, type SyntheticEvent } from 'react';

/**
 * The contact form. The site has no mail back end, so submitting sends nothing: it prevents the
 * default action and points the reader to the e-mail address instead.
 */
export default function ContactForm({ email }: { email: string }) {
	const [submitted, setSubmitted] = useState(false);

	const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
		event.preventDefault();
		setSubmitted(true);
	};

	return (
		<form className="card space-y-5 p-6" onSubmit={onSubmit} aria-describedby="contact-note">
			<div className="grid gap-5 sm:grid-cols-2">
				<div>
					<label className="label" htmlFor="contact-name">
						Name
					</label>
					<input className="field" id="contact-name" name="name" autoComplete="name" required />
				</div>
				<div>
					<label className="label" htmlFor="contact-email">
						Email
					</label>
					<input
						className="field"
						id="contact-email"
						name="email"
						type="email"
						autoComplete="email"
						required
					/>
				</div>
			</div>
			<div>
				<label className="label" htmlFor="contact-subject">
					Subject
				</label>
				<input className="field" id="contact-subject" name="subject" required />
			</div>
			<div>
				<label className="label" htmlFor="contact-message">
					Message
				</label>
				<textarea
					className="field min-h-40"
					id="contact-message"
					name="message"
					rows={6}
					required
				/>
			</div>
			<p id="contact-note" className="text-sm text-slate-700 dark:text-slate-300">
				This form does not send messages yet. Please e-mail us at{' '}
				<a className="link" href={`mailto:${email}`}>
					{email}
				</a>
				.
			</p>
			<button type="submit" className="btn-primary">
				Send Message
			</button>
			<p role="status" className="text-sm font-medium text-slate-900 dark:text-white">
				{submitted
					? `Thanks! This form doesn't send messages yet, so nothing was sent. Please e-mail ${email} and we'll reply.`
					: ''}
			</p>
		</form>
	);
}
