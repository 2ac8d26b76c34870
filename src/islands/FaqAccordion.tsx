import type { KeyboardEvent } from 'react';

export interface FaqItem {
	question: string;
	/** Plain-text paragraphs. */
	paragraphs: string[];
	/** Starts expanded. */
	open?: boolean;
}

interface Props {
	items: FaqItem[];
}

/** Where each key moves focus among the questions, given the current one and their number. */
const FOCUS_TARGETS: Record<string, (index: number, count: number) => number> = {
	ArrowDown: (index, count) => (index + 1) % count,
	ArrowUp: (index, count) => (index - 1 + count) % count,
	Home: () => 0,
	End: (_index, count) => count - 1,
};

/**
 * FAQ accordion. Each item is a native <details>: its <summary> (number, question, down arrow) is
 * focusable, and a click, Enter or Space toggles the answer with no JavaScript at all, so the
 * first toggle on a slow phone is instant and React only adds keyboard movement between
 * questions (Arrow keys, Home, End) once it has loaded. Answers are in the HTML either way (a
 * no-script stylesheet shows them all when JavaScript is off), for crawlers and every reader.
 */
export default function FaqAccordion({ items }: Props) {
	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const target = FOCUS_TARGETS[event.key];
		const current = (event.target as Element).closest('summary');
		if (!target || !current) return;
		const questions = Array.from(event.currentTarget.querySelectorAll('summary'));
		event.preventDefault();
		questions[target(questions.indexOf(current), questions.length)]?.focus();
	};

	return (
		// The arrow keys move between the questions inside; each <summary> is natively focusable.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			className="faq divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
			data-works-before-hydration
			onKeyDown={onKeyDown}
		>
			{items.map((item, index) => (
				<details key={index} className="faq-item" open={item.open}>
					<summary className="faq-trigger flex cursor-pointer items-start gap-3 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-5 dark:text-white dark:hover:bg-slate-900">
						<span className="shrink-0 text-brand-700 tabular-nums dark:text-brand-300">
							{index + 1}.
						</span>
						<span className="flex-1">{item.question}</span>
						<svg
							className="faq-arrow mt-1 h-4 w-4 shrink-0 transition-transform"
							viewBox="0 0 20 20"
							fill="currentColor"
							aria-hidden="true"
						>
							<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
						</svg>
					</summary>
					<div className="faq-answer space-y-3 px-4 pb-5 text-slate-700 sm:px-5 sm:pl-12 dark:text-slate-300">
						{item.paragraphs.map((paragraph, i) => (
							<p key={i}>{paragraph}</p>
						))}
					</div>
				</details>
			))}
		</div>
	);
}
