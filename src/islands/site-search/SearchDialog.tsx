import {
	useCallback,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
	type KeyboardEvent,
} from 'react';
import { OfflineResults } from './OfflineResults';

import {
	MIN_QUERY_LENGTH,
	createSiteSearch,
	loadSearchIndex,
	searchableQuery,
	type SearchBatch,
	type SiteSearch,
} from '../../lib/site-search/engine';
import { groupByType, resultTargets, type SearchResult } from '../../lib/site-search/results';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import stylesheet from './search-dialog.css?url';
import { SearchIcon } from './SearchIcon';
import { Excerpt, Option, ResultFacts } from './SearchOption';

/**
 * Quiet time after the last keystroke before searching: long enough to skip the letters of a
 * word typed at speed, about 120 ms apart (each search may fetch a shard and passages; at 100 ms
 * every letter of a fast typist set off one), short enough that results show well within 300 ms
 * of the last keystroke.
 */

const SEARCH_DELAY_MS = 150;

type SearchState =
	| { status: 'idle' }
	| { status: 'loading'; query: string }
	| { status: 'done'; batch: SearchBatch }
	| { status: 'error'; query: string };

/* --- Engine: loaded once per page, on first open; a failed load is retried on the next search --- */

let engine: Promise<SiteSearch> | null = null;
function getEngine(): Promise<SiteSearch> {
	engine ??= loadSearchIndex()
		.then(createSiteSearch)
		.catch((error: unknown) => {
			engine = null;
			throw error;
		});
	return engine;
}

/* --- Dialog --- */

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
	const optionId = (index: number) => `${id}-option-${index}`;

	const dialogRef = useRef<HTMLDialogElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const [query, setQuery] = useState('');
	const [searched, setState] = useState<SearchState>(IDLE);
	const [active, setActive] = useState(-1);
	const [attempt, setAttempt] = useState(0);
	const openBestWhenReady = useRef(false);
	const typed = searchableQuery(query);
	const debouncedQuery = useDebouncedValue(typed, SEARCH_DELAY_MS);
	// Derived, not stored: an empty query shows nothing; a new query shows "loading" until its
	// results arrive, except that results already shown stay up meanwhile.
	const state: SearchState = useMemo(() => {
		if (!debouncedQuery) return IDLE;
		const stale =
			searched.status === 'idle' ||
			(searched.status !== 'done' && searched.query !== debouncedQuery);
		return stale ? { status: 'loading', query: debouncedQuery } : searched;
	}, [debouncedQuery, searched]);

	useEffect(() => {
		const dialog = dialogRef.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			dialog.showModal();
			inputRef.current?.focus();
			inputRef.current?.select();
			// Start fetching the index's manifest as the dialog opens, not at the first keystroke.
			getEngine().catch(() => {});
		} else if (!open && dialog.open) dialog.close();
	}, [open]);

	// Searches once the reader pauses. A keystroke that changes what is searched abandons the
	// search under way (its passages would only be downloaded to be replaced), not only the wait.
	useEffect(() => {
		if (!typed) return;
		const typedPast = new AbortController();
		const timer = setTimeout(() => {
			getEngine()
				.then((search) => search.search(typed, typedPast.signal))
				.then((batch) => {
					if (typedPast.signal.aborted) return;
					setState({ status: 'done', batch });
					setActive(-1);
				})
				.catch(() => {
					if (!typedPast.signal.aborted) setState({ status: 'error', query: typed });
				});
		}, SEARCH_DELAY_MS);
		return () => {
			clearTimeout(timer);
			typedPast.abort();
		};
	}, [typed, attempt]);

	const results = state.status === 'done' ? state.batch.results : NO_RESULTS;
	const groups = useMemo(() => groupByType(results), [results]);
	const targets = useMemo(() => resultTargets(groups), [groups]);
	// Each page and section's position among the targets, in display order (what the arrow keys walk).
	const rows = useMemo(() => {
		let position = 0;
		return groups.map((group) => ({
			...group,
			rows: group.results.map((result) => ({
				result,
				position: position++,
				sections: result.sections.map((section) => ({ section, position: position++ })),
			})),
		}));
	}, [groups]);

	useEffect(() => {
		if (active >= 0)
			document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
	}, [active, id]);

	const go = useCallback(
		(url: string) => {
			onClose(false);
			window.location.assign(url);
		},
		[onClose],
	);

	useEffect(() => {
		if (!openBestWhenReady.current || state.status === 'loading') return;
		const current = state.status === 'done' && state.batch.query === searchableQuery(query);
		if (current && targets[0]) go(targets[0].url);
		if (current || state.status === 'error') openBestWhenReady.current = false;
	}, [state, query, targets, go]);

	const showMore = async () => {
		if (state.status !== 'done' || !state.batch.more) return;
		const before = targets.length;
		try {
			const batch = await state.batch.more();
			setState({ status: 'done', batch });
			setActive(before);
		} catch {
			setState({ status: 'error', query: state.batch.query });
		}
		inputRef.current?.focus();
	};

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			if (!targets.length) return;
			event.preventDefault();
			const step = event.key === 'ArrowDown' ? 1 : -1;
			setActive((current) =>
				current === -1
					? step === 1
						? 0
						: targets.length - 1
					: Math.min(Math.max(current + step, 0), targets.length - 1),
			);
		} else if (event.key === 'Enter') {
			event.preventDefault();
			// Enter with nothing chosen opens the best result, once the results for what was typed are in.
			const current = state.status === 'done' && state.batch.query === searchableQuery(query);
			const chosen = targets[active] ?? (current ? targets[0] : undefined);
			if (chosen) go(chosen.url);
			else if (!current && searchableQuery(query)) openBestWhenReady.current = true;
		}
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
						aria-activedescendant={active >= 0 ? optionId(active) : undefined}
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
				{state.status === 'error' && (
					<div className="site-search-message">
						<OfflineResults query={state.query} />
						<p>Search could not load. Check your connection and try again.</p>
						<p>
							<button
								type="button"
								className="site-search-button"
								onClick={() => setAttempt((n) => n + 1)}
							>
								Try again
							</button>{' '}
							or <a href={`/search?q=${encodeURIComponent(state.query)}`}>search the blog</a>.
						</p>
					</div>
				)}
				{state.status === 'done' && state.batch.total === 0 && (
					<div className="site-search-message">
						<p>
							Try fewer or different words, or browse the <a href="/glossary">glossary</a> and the{' '}
							<a href="/topics">topic guides</a>.
						</p>
					</div>
				)}

				{targets.length > 0 && (
					<div
						id={listId}
						role="listbox"
						aria-label="Search results"
						className="site-search-results"
						data-query={state.status === 'done' ? state.batch.query : undefined}
					>
						{rows.map((group, groupIndex) => (
							<div
								key={group.key}
								role="group"
								aria-labelledby={`${id}-group-${groupIndex}`}
								className="site-search-group"
							>
								<div
									id={`${id}-group-${groupIndex}`}
									role="presentation"
									className="site-search-group-label"
								>
									{group.label}
								</div>
								{group.rows.map(({ result, position, sections }) => (
									<div key={result.url}>
										<Option
											id={optionId(position)}
											url={result.url}
											active={active === position}
											onChoose={go}
											onHover={() => setActive(position)}
										>
											<span className="site-search-title">{result.title}</span>
											<ResultFacts result={result} />
											{result.excerpt.length > 0 && <Excerpt parts={result.excerpt} />}
										</Option>
										{sections.map(({ section, position: sectionPosition }) => (
											<Option
												key={section.url}
												id={optionId(sectionPosition)}
												url={section.url}
												active={active === sectionPosition}
												section
												onChoose={go}
												onHover={() => setActive(sectionPosition)}
											>
												<span className="site-search-title">
													<span aria-hidden="true" className="site-search-section-mark">
														#{' '}
													</span>
													{section.title}
													<span className="sr-only">, section of {result.title}</span>
												</span>
												<Excerpt parts={section.excerpt} />
											</Option>
										))}
									</div>
								))}
							</div>
						))}
					</div>
				)}
				{state.status === 'done' && state.batch.more && (
					<p className="site-search-more">
						<button type="button" className="site-search-button" onClick={showMore}>
							Show more results
						</button>
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

const IDLE: SearchState = { status: 'idle' };

function statusText(state: SearchState, query: string): string {
	if (query.length < MIN_QUERY_LENGTH) return 'Type to search guides, articles and glossary terms.';
	switch (state.status) {
		case 'idle':
		case 'loading':
			return 'Searching…';
		case 'error':
			return 'Search is unavailable right now.';
		case 'done': {
			const { total, query: searched } = state.batch;
			if (total === 0) return `No results for “${searched}”.`;
			return `${total} ${total === 1 ? 'result' : 'results'} for “${searched}”.`;
		}
	}
}
