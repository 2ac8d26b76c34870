import type { KeyboardEvent, ReactNode } from 'react';
import { nextActiveIndex } from '../lib/listbox';

/**
 * FAQ accordion. Each item is a native <details>: its <summary> (number, question, down arrow) is
 * focusable, and a click, Enter or Space toggles the answer with no JavaScript at all, so the
 * first toggle on a slow phone is instant and React only adds keyboard movement between
 * questions (Arrow keys, Home, End) once it has loaded. The items come in as children,
 * server-rendered by FaqList.astro, so the page carries the questions and answers once (not
 * again as island props); a no-script stylesheet shows every answer when JavaScript is off.
 */
export default function FaqAccordion({ children }: { children?: ReactNode }) {
	// Focus itself moves (each question is a focusable <summary>), by the listboxes' rule: the
	// arrows go round, Home and End jump to the ends.
	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const current = (event.target as Element).closest('summary');
		if (!current) return;
		const questions = Array.from(event.currentTarget.querySelectorAll('summary'));
		const next = nextActiveIndex(event.key, questions.indexOf(current), questions.length, {
			wrap: true,
			homeEnd: true,
		});
		if (next === null) return;
		event.preventDefault();
		questions[next]?.focus();
	};

	return (
		// The arrow keys move between the questions inside; each <summary> is natively focusable.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			className="faq rounded-2xl border border-slate-200 dark:border-slate-800"
			data-works-before-hydration
			onKeyDown={onKeyDown}
		>
			{children}
		</div>
	);
}
