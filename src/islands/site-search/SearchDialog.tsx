import {
	useCallback,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
	type KeyboardEvent,
} from 'react';
import { searchableQuery } from '../../lib/site-search/engine';
import { groupByType, resultTargets, type SearchResult } from '../../lib/site-search/results';
import stylesheet from './search-dialog.css?url';
import { ResultList } from './ResultList';
import { SearchIcon } from './SearchIcon';
import { SearchMessages, statusText } from './SearchMessages';
import { loadSiteSearch, useSiteSearch } from './use-site-search';
import { useListbox } from '../hooks/use-listbox';

const NO_RESULTS: SearchResult[] = [];

interface Props {
	open: boolean;
	/** Closes the dialog; `returnFocus` is false when the reader is leaving for a result. */
	onClose: (returnFocus: boolean) => void;
}

/**
 * The full-site search dialog: a native modal <dialog> (the rest of the page is inert while it is
 * open, Escape closes it) holding a combobox field and a listbox of results grouped by type, each
 * page followed by its matching sections. Arrow keys move through the results, Enter opens one.
 */
export default function SearchDialog({ open, onClose }: Props) {
	const id = useId();
	const listId = `${id}-results`;

	const dialogRef = useRef<HTMLDialogElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const [query, setQuery] = useState('');
	const openBestWhenReady = useRef(false);
	const { state, showMore, retry } = useSiteSearch(searchableQuery(query));

	useEffect(() => {
		const dialog = dialogRef.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			dialog.showModal();
			inputRef.current?.focus();
			inputRef.current?.select();
			// Start fetching the index's manifest as the dialog opens, not at the first keystroke.
			loadSiteSearch().catch(() => {});
		} else if (!open && dialog.open) dialog.close();
	}, [open]);

	const results = state.status === 'done' ? state.batch.results : NO_RESULTS;
	const groups = useMemo(() => groupByType(results), [results]);
	const targets = useMemo(() => resultTargets(groups), [groups]);

	const go = useCallback(
		(url: string) => {
			onClose(false);
			window.location.assign(url);
		},
		[onClose],
	);

	const listbox = useListbox({
		count: targets.length,
		open: targets.length > 0,
		idPrefix: `${id}-option`,
		onChoose: (index) => go(targets[index]!.url),
	});
	const { active, setActive, optionId, activeId } = listbox;
	// The results of another query start with none chosen.
	const shownQuery = state.status === 'done' ? state.batch.query : undefined;
	const [activeFor, setActiveFor] = useState(shownQuery);
	if (activeFor !== shownQuery) {
		setActiveFor(shownQuery);
		setActive(-1);
	}
	useEffect(() => {
		if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
	}, [activeId]);

	useEffect(() => {
		if (!openBestWhenReady.current || state.status === 'loading') return;
		const current = state.status === 'done' && state.batch.query === searchableQuery(query);
		if (current && targets[0]) go(targets[0].url);
		if (current || state.status === 'error') openBestWhenReady.current = false;
	}, [state, query, targets, go]);

	const onShowMore = async () => {
		const before = targets.length;
		if (await showMore()) setActive(before);
		inputRef.current?.focus();
	};

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (listbox.onKeyDown(event) || event.key !== 'Enter') return;
		event.preventDefault();
		// Enter with nothing chosen opens the best result, once the results for what was typed are in.
		const current = state.status === 'done' && state.batch.query === searchableQuery(query);
		if (current && targets[0]) go(targets[0].url);
		else if (!current && searchableQuery(query)) openBestWhenReady.current = true;
	};

	const status = statusText(state, query.trim());

	return (
		// A click on the backdrop is a pointer shortcut; keyboard users close with Escape (onCancel).
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
		<dialog
			ref={dialogRef}
			className="site-search-dialog"
			aria-labelledby={`${id}-title`}
			onCancel={(event) => {
				event.preventDefault();
				onClose(true);
			}}
			onClick={(event) => {
				// A click on the backdrop (the dialog element itself, outside its panel) closes it.
				if (event.target === dialogRef.current) onClose(true);
			}}
		>
			{/* Loaded with the dialog, never before; React holds the dialog back until it has loaded. */}
			<link rel="stylesheet" href={stylesheet} precedence="default" />
			<div className="site-search-panel">
				<h2 id={`${id}-title`} className="sr-only">
					Search AI Atlas
				</h2>
				<div className="site-search-bar">
					<SearchIcon />
					<label htmlFor={`${id}-q`} className="sr-only">
						Search guides, articles and glossary terms
					</label>
					<input
						ref={inputRef}
						id={`${id}-q`}
						type="search"
						role="combobox"
						aria-expanded={targets.length > 0}
						aria-controls={targets.length > 0 ? listId : undefined}
						aria-activedescendant={activeId}
						aria-autocomplete="list"
						aria-describedby={`${id}-hint`}
						autoComplete="off"
						spellCheck={false}
						enterKeyHint="go"
						placeholder="Search guides, articles and terms"
						value={query}
						onChange={(event) => setQuery(event.target.value)}
						onKeyDown={onKeyDown}
					/>
					<button type="button" className="site-search-close" onClick={() => onClose(true)}>
						<span className="sr-only">Close search</span>
						{/* Touch screens have no Escape key: they see a word instead. */}
						<span aria-hidden="true" className="site-search-close-word">
							Cancel
						</span>
						<kbd aria-hidden="true">Esc</kbd>
					</button>
				</div>

				<p role="status" className="site-search-status">
					{status}
				</p>
				<SearchMessages state={state} onRetry={retry} />

				{targets.length > 0 && (
					<ResultList
						id={listId}
						groups={groups}
						query={state.status === 'done' ? state.batch.query : undefined}
						active={active}
						optionId={optionId}
						onChoose={go}
						onHover={setActive}
					/>
				)}
				{state.status === 'done' && state.batch.more && (
					<p className="site-search-more">
						<button type="button" className="site-search-button" onClick={onShowMore}>
							Show more results
						</button>
					</p>
				)}
				{state.status === 'done' && state.batch.moreTerms && (
					<p className="site-search-more">
						<a href={`/glossary?q=${encodeURIComponent(state.batch.query)}`}>
							Every glossary term for “{state.batch.query}”
						</a>
					</p>
				)}
				<p id={`${id}-hint`} className="site-search-hint">
					<span>
						<kbd>↑</kbd> <kbd>↓</kbd> to move
					</span>
					<span>
						<kbd>Enter</kbd> to open
					</span>
					<span>
						<kbd>Esc</kbd> to close
					</span>
				</p>
			</div>
		</dialog>
	);
}
