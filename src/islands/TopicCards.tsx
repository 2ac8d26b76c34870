import type { MouseEvent } from 'react';
import { isModifiedClick } from '../lib/click';
import { TOPIC_NAVIGATION_DELAY_MS } from '../lib/delayed-navigation';

export interface TopicCard {
	title: string;
	content: string;
	link: string;
	/** Short label, e.g. "Guide" or "On this page". */
	kind: string;
}

interface Props {
	cards: TopicCard[];
}

/**
 * The /topics card grid. Plain links (they work without JavaScript and with modifier keys); once
 * hydrated, a plain click scrolls to the top and navigates after 300 ms.
 */
export default function TopicCards({ cards }: Props) {
	const onClick = (event: MouseEvent<HTMLAnchorElement>, link: string) => {
		if (event.defaultPrevented || isModifiedClick(event)) return;
		event.preventDefault();
		const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
		window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
		window.setTimeout(() => {
			window.location.assign(link);
		}, TOPIC_NAVIGATION_DELAY_MS);
	};

	return (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{cards.map((card) => (
				<li key={card.link}>
					<a
						href={card.link}
						onClick={(event) => onClick(event, card.link)}
						className="card group flex h-full flex-col p-6 transition-colors hover:border-brand-300 dark:hover:border-brand-700"
					>
						<span className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{card.kind}</span>
						<span className="mt-2 text-lg font-semibold text-slate-900 group-hover:underline dark:text-white">{card.title}</span>
						<span className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{card.content}</span>
						<span className="mt-4 text-sm font-semibold text-brand-700 dark:text-brand-300" aria-hidden="true">
							Read more →
						</span>
					</a>
				</li>
			))}
		</ul>
	);
}
