import { useId, useState, type KeyboardEvent } from 'react';

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

/**
 * FAQ accordion. Each question is a real button (number, text, down arrow) with aria-expanded and
 * aria-controls; click, Enter and Space toggle its answer; Arrow keys, Home and End move between
 * questions. Answers are rendered in the HTML either way (a no-script stylesheet shows them when
 * JavaScript is off), so crawlers and every reader can read them.
 */
export default function FaqAccordion({ items }: Props) {
	const baseId = useId();
	const [open, setOpen] = useState<boolean[]>(() => items.map((item) => Boolean(item.open)));

	const toggle = (index: number) => setOpen((state) => state.map((value, i) => (i === index ? !value : value)));

	const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
		const triggers = Array.from(
			event.currentTarget.closest('.faq')?.querySelectorAll<HTMLButtonElement>('.faq-trigger') ?? [],
		);
		const targets: Record<string, number> = {
			ArrowDown: (index + 1) % triggers.length,
			ArrowUp: (index - 1 + triggers.length) % triggers.length,
			Home: 0,
			End: triggers.length - 1,
		};
		const next = targets[event.key];
		if (next === undefined) return;
		event.preventDefault();
		triggers[next]?.focus();
	};

	return (
		<div className="faq divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
			{items.map((item, index) => {
				const triggerId = `${baseId}-q${index + 1}`;
				const panelId = `${baseId}-a${index + 1}`;
				const expanded = open[index] ?? false;
				return (
					<div key={triggerId} className="faq-item" data-state={expanded ? 'open' : 'closed'}>
						<h3 className="m-0 text-base">
							<button
								type="button"
								id={triggerId}
								className="faq-trigger flex w-full items-start gap-3 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-5 dark:text-white dark:hover:bg-slate-900"
								aria-expanded={expanded}
								aria-controls={panelId}
								onClick={() => toggle(index)}
								onKeyDown={(event) => onKeyDown(event, index)}
							>
								<span className="faq-number shrink-0 text-brand-700 tabular-nums dark:text-brand-300">{index + 1}.</span>
								<span className="flex-1">{item.question}</span>
								<svg
									className="faq-arrow mt-1 h-4 w-4 shrink-0 transition-transform"
									viewBox="0 0 20 20"
									fill="currentColor"
									aria-hidden="true"
								>
									<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
								</svg>
							</button>
						</h3>
						<div
							id={panelId}
							role="region"
							aria-labelledby={triggerId}
							className="faq-answer space-y-3 px-4 pb-5 text-slate-700 sm:px-5 sm:pl-12 dark:text-slate-300"
							hidden={!expanded}
						>
							{item.paragraphs.map((paragraph, i) => (
								<p key={i}>{paragraph}</p>
							))}
						</div>
					</div>
				);
			})}
		</div>
	);
}
