import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { isModifiedClick } from '../lib/click';
import { SearchIcon } from './icons';

/** The dialog and everything it needs load only when the reader first opens it. */
const SearchDialog = lazy(() => import('./site-search/SearchDialog'));

/**
 * The header's search button. Without JavaScript (or before this island hydrates) it is a link
 * to the blog search page; once hydrated it opens the full-site search dialog instead. The `/`
 * and Ctrl/Cmd+K shortcuts are wired by a tiny inline script (src/inline-scripts/search-shortcut.ts)
 * that focuses and clicks this link, so they work before hydration too.
 */
export default function HeaderSearch() {
	const [open, setOpen] = useState(false);
	const [requested, setRequested] = useState(false);
	const triggerRef = useRef<HTMLAnchorElement>(null);

	const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
		// Ctrl/Cmd-click and middle-click keep opening /search in a new tab.
		if (isModifiedClick(event)) return;
		event.preventDefault();
		setRequested(true);
		setOpen(true);
	};

	const onClose = useCallback((returnFocus: boolean) => {
		setOpen(false);
		if (returnFocus) triggerRef.current?.focus();
	}, []);

	return (
		<>
			<a
				ref={triggerRef}
				href="/search"
				data-site-search-trigger=""
				aria-haspopup="dialog"
				aria-keyshortcuts="/ Control+K Meta+K"
				onClick={onClick}
				className="inline-flex h-10 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 md:border md:border-slate-300 dark:text-slate-200 dark:hover:bg-slate-800 md:dark:border-slate-700"
			>
				<SearchIcon />
				<span className="sr-only md:not-sr-only">Search</span>
				<kbd
					aria-hidden="true"
					className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 lg:inline-block dark:border-slate-600 dark:text-slate-300"
				>
					/
				</kbd>
			</a>
			{requested && (
				<Suspense fallback={null}>
					<SearchDialog open={open} onClose={onClose} />
				</Suspense>
			)}
		</>
	);
}
