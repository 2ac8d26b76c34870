/** A result of the site-search dialog (SearchDialog.tsx): the option itself, its facts and excerpt. */
import type { ReactNode } from 'react';
import type { ExcerptPart } from '../../lib/site-search/excerpt';
import type { SearchResult } from '../../lib/site-search/results';

interface OptionProps {
	id: string;
	/** Where choosing the option goes. */
	url: string;
	active: boolean;
	section?: boolean;
	onChoose: (url: string) => void;
	onHover: () => void;
	children: ReactNode;
}

export function Option({
	id,
	url,
	active,
	section = false,
	onChoose,
	onHover,
	children,
}: OptionProps) {
	return (
		// Each result is a real link in the role of an option (a role ARIA allows on <a href>): a
		// reader can open it in a new tab, middle-click it or copy its address, while the combobox
		// pattern stays — options are never focused (tabIndex -1): focus stays in the field, which
		// moves through them with aria-activedescendant and opens one with Enter.
		<a
			id={id}
			href={url}
			data-url={url}
			role="option"
			tabIndex={-1}
			aria-selected={active}
			className={section ? 'site-search-option site-search-section' : 'site-search-option'}
			// Keep focus in the field so typing can go on after a pointer hovers or presses a result.
			onMouseDown={(event) => {
				if (event.button === 0) event.preventDefault();
			}}
			onMouseMove={onHover}
			onClick={(event) => {
				// A plain click closes the dialog the usual way; with a modifier (new tab, new window,
				// download) the browser does what the reader asked.
				if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
					return;
				event.preventDefault();
				onChoose(url);
			}}
		>
			{children}
		</a>
	);
}

export function ResultFacts({ result }: { result: SearchResult }) {
	const facts: string[] = [];
	if (result.difficulty)
		facts.push(result.difficulty[0]!.toUpperCase() + result.difficulty.slice(1));
	if (result.aliases.length) facts.push(`Also: ${result.aliases.join(', ')}`);
	if (result.date) facts.push(formatDate(result.date));
	return facts.length ? <span className="site-search-facts">{facts.join(' · ')}</span> : null;
}

export function Excerpt({ parts }: { parts: ExcerptPart[] }) {
	return (
		<span className="site-search-excerpt">
			{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
		</span>
	);
}

const formatDate = (iso: string) =>
	new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	});
