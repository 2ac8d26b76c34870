import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
	type SubmitEvent,
	type KeyboardEvent,
} from 'react';
import {
	DEFAULT_ENGINE_ID,
	SEARCH_ENGINES,
	buildSearchUrl,
	engineIconUrl,
	searchEngineById,
	isSubmittable,
	typeaheadIndex,
	type SearchEngine,
} from '../lib/search-engines';
import { useListbox } from './hooks/use-listbox';
import { SearchIcon } from './icons';
import { useOutsideClick } from './hooks/use-outside-click';

/** How long typed letters keep adding to the type-ahead prefix. */
const TYPEAHEAD_RESET_MS = 600;

/**
 * The home page's web-search bar: a query field, a web search engine picker and a submit button.
 * (The site search, which searches this site's own pages, is HeaderSearch and site-search/.)
 *
 * The server renders a plain GET form to /search (`name="q"`), so a search submitted before the
 * island hydrates, or without JavaScript, still reaches the blog search. Once hydrated, the picker
 * is a button + listbox (APG "collapsible listbox"): the internal engine opens /search in this
 * tab, the others open in a new tab with the encoded query.
 */
export default function WebSearchBar() {
	const id = useId();
	const inputId = `${id}-q`;
	const listId = `${id}-engines`;
	const hintId = `${id}-hint`;

	const [query, setQuery] = useState('');
	const [engine, setEngine] = useState<SearchEngine>(() => searchEngineById(DEFAULT_ENGINE_ID));
	const [open, setOpen] = useState(false);
	const [notice, setNotice] = useState('');

	const pickerRef = useRef<HTMLDivElement>(null);
	const buttonRef = useRef<HTMLButtonElement>(null);
	const listRef = useRef<HTMLUListElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const typeahead = useRef({ prefix: '', timer: 0 });

	const selectedIndex = SEARCH_ENGINES.findIndex((e) => e.id === engine.id);
	const listbox = useListbox({
		count: SEARCH_ENGINES.length,
		open,
		idPrefix: `${id}-engine`,
		initial: 0,
		homeEnd: true,
		onChoose: (index) => choose(index),
		chooseKeys: ['Enter', ' '],
		onEscape: (event) => {
			// Escape closes without changing the engine, and gives focus back to the button.
			event.preventDefault();
			closeList(true);
		},
	});
	const { active, setActive, optionId } = listbox;

	const openList = (index = selectedIndex) => {
		setActive(index);
		setOpen(true);
	};

	const closeList = (returnFocus: boolean) => {
		setOpen(false);
		if (returnFocus) buttonRef.current?.focus();
	};

	const choose = (index: number) => {
		const chosen = SEARCH_ENGINES[index];
		if (chosen) setEngine(chosen);
		closeList(true);
	};

	// Focus moves into the list when it opens, so the arrow keys and screen readers work there.
	useEffect(() => {
		if (open) listRef.current?.focus();
	}, [open]);

	useEffect(() => {
		if (open)
			document.getElementById(`${id}-engine-${active}`)?.scrollIntoView({ block: 'nearest' });
	}, [open, active, id]);

	// An outside click or touch closes the list; focus stays where the reader put it.
	const closeOutside = useCallback(() => setOpen(false), []);
	useOutsideClick(pickerRef, open, closeOutside);

	// Text typed before hydration stays in the field but never reached React: adopt it.
	useEffect(() => {
		const typed = inputRef.current?.value;
		if (typed) setQuery(typed);
	}, []);

	useEffect(() => () => window.clearTimeout(typeahead.current.timer), []);

	const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault();
			openList();
		}
	};

	const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
		if (listbox.onKeyDown(event)) return;
		// Tab leaves the list closed and lets focus move on as usual.
		if (event.key === 'Tab') {
			setOpen(false);
			return;
		}
		if (
			event.key.length === 1 &&
			/\S/.test(event.key) &&
			!event.ctrlKey &&
			!event.metaKey &&
			!event.altKey
		) {
			const state = typeahead.current;
			window.clearTimeout(state.timer);
			state.prefix += event.key;
			state.timer = window.setTimeout(() => (state.prefix = ''), TYPEAHEAD_RESET_MS);
			const match = typeaheadIndex(SEARCH_ENGINES, active, state.prefix);
			if (match !== null) setActive(match);
		}
	};

	const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (!isSubmittable(query)) {
			setNotice('Type a word or a question to search.');
			inputRef.current?.focus();
			return;
		}
		setNotice('');
		const url = buildSearchUrl(engine, query);
		if (engine.internal) window.location.assign(url);
		else window.open(url, '_blank', 'noopener,noreferrer');
	};

	return (
		<form
			role="search"
			action="/search"
			method="get"
			onSubmit={onSubmit}
			aria-label="Search"
			className="w-full"
		>
			<label htmlFor={inputId} className="sr-only">
				Search for AI and machine learning topics
			</label>
			<div className="flex items-stretch rounded-2xl border border-slate-300 bg-white p-1.5 shadow-lg shadow-brand-900/5 has-[input:focus]:border-brand-600 has-[input:focus]:ring-2 has-[input:focus]:ring-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/30 dark:has-[input:focus]:border-brand-300 dark:has-[input:focus]:ring-brand-300">
				<div ref={pickerRef} className="js-only relative flex">
					<button
						ref={buttonRef}
						type="button"
						aria-haspopup="listbox"
						aria-expanded={open}
						aria-controls={open ? listId : undefined}
						aria-label={`Search engine: ${engine.name}`}
						onClick={() => (open ? closeList(false) : openList())}
						onKeyDown={onButtonKeyDown}
						className="flex items-center gap-2 rounded-xl px-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:px-3 dark:text-slate-100 dark:hover:bg-slate-800"
					>
						{/* A decorative mark: it must not compete with the stylesheet before the first paint. */}
						<img
							src={engineIconUrl(engine.id)}
							alt=""
							width={20}
							height={20}
							fetchPriority="low"
							className="h-5 w-5 shrink-0"
						/>
						<span className="hidden sm:inline">{engine.name}</span>
						<svg
							aria-hidden="true"
							viewBox="0 0 20 20"
							fill="currentColor"
							className="h-4 w-4 text-slate-600 dark:text-slate-300"
						>
							<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
						</svg>
					</button>
					{open && (
						<ul
							ref={listRef}
							id={listId}
							role="listbox"
							tabIndex={-1}
							aria-label="Search engine"
							aria-activedescendant={optionId(active)}
							onKeyDown={onListKeyDown}
							onBlur={(event) => {
								if (!pickerRef.current?.contains(event.relatedTarget as Node | null))
									setOpen(false);
							}}
							className="absolute top-full left-0 z-30 mt-3 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:focus-visible:ring-brand-300"
						>
							{SEARCH_ENGINES.map((option, index) => {
								const selected = option.id === engine.id;
								return (
									// Keys reach the listbox, which keeps focus and names the active option.
									// eslint-disable-next-line jsx-a11y/click-events-have-key-events
									<li
										key={option.id}
										id={optionId(index)}
										role="option"
										aria-selected={selected}
										data-active={index === active ? 'true' : undefined}
										onClick={() => choose(index)}
										onPointerMove={() => setActive(index)}
										className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-900 dark:text-slate-100 dark:data-[active=true]:bg-slate-800 dark:data-[active=true]:text-white"
									>
										<img
											src={engineIconUrl(option.id)}
											alt=""
											width={20}
											height={20}
											className="h-5 w-5 shrink-0"
										/>
										<span className="flex-1">
											{option.name}
											{option.internal && (
												<span className="text-slate-600 dark:text-slate-300"> (this site)</span>
											)}
										</span>
										{selected && (
											<svg
												aria-hidden="true"
												viewBox="0 0 20 20"
												className="h-4 w-4 text-brand-700 dark:text-brand-300"
												fill="currentColor"
											>
												<path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
											</svg>
										)}
									</li>
								);
							})}
						</ul>
					)}
				</div>
				<span aria-hidden="true" className="my-1.5 w-px bg-slate-200 dark:bg-slate-700" />
				<input
					ref={inputRef}
					id={inputId}
					type="search"
					name="q"
					required
					autoComplete="off"
					enterKeyHint="search"
					placeholder="Search for your AI & ML Queries here"
					aria-describedby={hintId}
					value={query}
					onChange={(event) => {
						setQuery(event.target.value);
						if (notice) setNotice('');
					}}
					className="min-w-0 flex-1 bg-transparent px-2 py-2.5 sm:px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-white dark:placeholder:text-slate-400"
				/>
				<button type="submit" className="btn-primary rounded-xl px-3 sm:px-5">
					<SearchIcon className="h-5 w-5" strokeWidth={2.2} />
					<span className="sr-only sm:not-sr-only">Search</span>
				</button>
			</div>
			<p id={hintId} className="mt-2 px-2 text-sm text-slate-700 dark:text-slate-300">
				{engine.internal
					? 'Searches the AI Atlas blog in this tab.'
					: `Opens ${engine.name} in a new tab.`}
			</p>
			<p role="status" className="px-2 text-sm font-medium text-slate-900 dark:text-white">
				{notice}
			</p>
		</form>
	);
}
