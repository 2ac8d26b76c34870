import { useState, type ReactNode } from 'react';
import { ROWS_PER_PAGE, pageCount } from '../../lib/admin/paging';
import type { useTermList } from './use-term-list';

const count = (n: number) => n.toLocaleString('en');

/**
 * Where the shown rows sit in the list and, when there is more than one page, First, Previous,
 * Next and Last. Buttons at either end are marked unavailable rather than disabled, so the one
 * pressed keeps the focus. Moving to another page is announced once (the figures themselves
 * change quietly while the list is still loading).
 *
 * Nothing in the bar moves while pages arrive: the figures that grow are at the start of the
 * line, the buttons (of fixed width) at its end or on a line of their own on a narrow screen, and the
 * bar keeps the buttons' height before they appear.
 */
export default function TablePager({ terms }: { terms: ReturnType<typeof useTermList> }) {
	// The page shown (from 0), of the whole searched list.
	const { shownPage: page, setTablePage: onPageChange } = terms;
	const total = terms.visible.length;
	const pages = pageCount(total);
	const [announcement, setAnnouncement] = useState('');
	/** The first and last row a page shows, counted from 1. */
	const rows = (p: number) => [p * ROWS_PER_PAGE + 1, Math.min(total, (p + 1) * ROWS_PER_PAGE)];
	const [first, last] = total === 0 ? [0, 0] : rows(page);

	const button = (label: string, target: number, content: ReactNode) => {
		const unavailable = target === page || target < 0 || target >= pages;
		const go = () => {
			if (unavailable) return;
			onPageChange(target);
			const [from, to] = rows(target);
			setAnnouncement(
				`Page ${count(target + 1)} of ${count(pages)}: terms ${count(from)} to ${count(to)}.`,
			);
		};
		return (
			<button
				type="button"
				className="btn-secondary px-3 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
				aria-label={label}
				aria-disabled={unavailable || undefined}
				onClick={go}
			>
				{content}
			</button>
		);
	};

	return (
		<nav
			aria-label="Pages of terms"
			className="flex flex-col gap-2 text-sm text-slate-700 md:flex-row md:items-center md:justify-between dark:text-slate-300"
		>
			{/* One text node: its start stays put while the figures in it grow. */}
			<p className="tabular-nums">{`Terms ${count(first)}–${count(last)} of ${count(total)}${
				pages > 1 ? ` (page ${count(page + 1)} of ${count(pages)})` : ''
			}`}</p>
			<div className="flex min-h-9 items-center gap-2">
				{pages > 1 && (
					<>
						{button('First page', 0, <span aria-hidden="true">«</span>)}
						{button(
							'Previous page',
							page - 1,
							<>
								<span aria-hidden="true">‹</span>
								<span>Previous</span>
							</>,
						)}
						{button(
							'Next page',
							page + 1,
							<>
								<span>Next</span>
								<span aria-hidden="true">›</span>
							</>,
						)}
						{button('Last page', pages - 1, <span aria-hidden="true">»</span>)}
					</>
				)}
			</div>
			<span className="sr-only" aria-live="polite">
				{announcement}
			</span>
		</nav>
	);
}
