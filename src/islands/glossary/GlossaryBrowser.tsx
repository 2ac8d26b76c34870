import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { glossaryApi } from '../../lib/api-client';
import {
	RETURN_POSITION_KEY,
	returnPositionFor,
	writeReturnPosition,
} from '../../lib/glossary/return-position';
import type { CategoryEntry, LetterEntry, TermSummary } from '../../lib/glossary/schema';
import { termCountLabel } from '../../lib/glossary/term-count';
import { termPath } from '../../lib/glossary/term-pages';
import {
	EMPTY_VIEW,
	applyFilters,
	exactMatch,
	listSource,
	reduceView,
	searchFromView,
	viewFromSearch,
	type GlossaryAction,
} from '../../lib/glossary/view-state';
import { navigate, useLocationSearch } from '../hooks/use-location-search';
import { FailureNote } from '../FailureNote';
import { useQuery } from '../hooks/use-query';
import { GlossarySearch } from './GlossarySearch';
import { LetterBar } from './LetterBar';
import { Sidebar } from './Sidebar';
import { TermList, TermListSkeleton } from './TermList';

/** Results sit 150 px below the top (under the letter bar). */
const LIST_OFFSET = 150;
const BACK_SCROLL_DELAY_MS = 100;
/** Where the page was when a letter was chosen, for "Back to Search". */
const LETTER_SCROLL_KEY = 'glossary:letter-scroll';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const scrollToY = (top: number) =>
	window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' });

/**
 * Back from a term's page: once the list is shown again (`search`, the address it is shown at, is
 * set), returns to where the reader left it, with focus on the card they followed.
 */
function useReturnPosition(search: string | null) {
	useEffect(() => {
		if (search === null) return;
		const position = returnPositionFor(sessionStorage.getItem(RETURN_POSITION_KEY), search);
		if (!position) return;
		sessionStorage.removeItem(RETURN_POSITION_KEY);
		const timer = window.setTimeout(() => {
			scrollToY(position.y);
			document
				.querySelector<HTMLElement>(
					`[data-glossary-list] a[href="${CSS.escape(termPath(position.slug))}"]`,
				)
				?.focus({ preventScroll: true });
		}, BACK_SCROLL_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [search]);
}

interface Props {
	/** The static A–Z index rendered at build time, shown while nothing is selected. */
	children?: ReactNode;
	/**
	 * The letter bar's counts when the page was built, shown until the live ones arrive: the bar
	 * is complete in the page itself, before the island has run (it runs on first interaction).
	 */
	letters?: LetterEntry[];
}

/**
 * The /glossary application: filters sidebar, search box, letter bar and result lists, with the
 * view kept in the address bar (back and forward move between views). A term is read on its own
 * page (/glossary/{slug}): cards, suggestions and an exactly named search lead there, and the old
 * in-place address (`?term={slug}`) is replaced by it.
 */
export default function GlossaryBrowser({ children, letters: builtLetters }: Props) {
	/** The view lives in the address bar, so Back and Forward move between views. */
	const search = useLocationSearch();
	const view = useMemo(() => (search === null ? EMPTY_VIEW : viewFromSearch(search)), [search]);
	const ready = search !== null;
	/** A submitted search's text, until its results show whether a term has exactly that name. */
	const pendingExact = useRef<string | null>(null);
	/** Counts submitted searches, so submitting the search already shown checks it again. */
	const [searchRound, setSearchRound] = useState(0);
	const resultsRef = useRef<HTMLElement>(null);

	// `?term={slug}` once opened a term inside this page; the server answers such links with a 301
	// to the term's page, and this covers the ones reached without asking it (Back to such an entry).
	useEffect(() => {
		if (view.term) window.location.replace(termPath(view.term));
	}, [view.term]);

	/** Applies a reader action by showing its view's address (no reload). */
	const go = (action: GlossaryAction) => {
		if (action.type !== 'search') pendingExact.current = null;
		navigate(`${window.location.pathname}${searchFromView(reduceView(view, action))}`);
	};

	/* --- Data --- */

	const letters = useQuery<LetterEntry[]>('letters', (signal) => glossaryApi.letters({ signal }), {
		placeholder: builtLetters,
	});
	const categories = useQuery<CategoryEntry[]>('categories', (signal) =>
		glossaryApi.categories({ signal }),
	);
	const source = listSource(view);
	const listKey =
		source.kind === 'search'
			? `search:${source.text.toLowerCase()}|${view.category ?? ''}|${view.categoryType}|${view.difficulty ?? ''}`
			: source.kind === 'letter'
				? `letter:${source.letter}`
				: source.kind === 'filters'
					? view.category
						? `category:${view.category}|${view.categoryType}`
						: `difficulty:${view.difficulty}`
					: null;
	const filters = {
		category: view.category ?? undefined,
		categoryType: view.categoryType,
		difficulty: view.difficulty ?? undefined,
	};
	const list = useQuery<TermSummary[]>(ready ? listKey : null, (signal) =>
		source.kind === 'search'
			? glossaryApi.search(source.text, filters, { signal })
			: source.kind === 'letter'
				? glossaryApi.letter(source.letter, { signal })
				: view.category
					? glossaryApi.category(view.category, view.categoryType, { signal })
					: glossaryApi.difficulty(view.difficulty!, { signal }),
	);
	// Search results are already filtered by the server; letter and category lists are narrowed here.
	const results =
		list.data && (source.kind === 'search' ? list.data : applyFilters(list.data, view));

	// A submitted search that exactly names a term opens its page, in place of the search's entry.
	useEffect(() => {
		const text = pendingExact.current;
		if (!text || !results || source.kind !== 'search') return;
		pendingExact.current = null;
		const match = exactMatch(results, text);
		if (match) window.location.replace(termPath(match.slug));
	}, [searchRound, results, source.kind]);

	useReturnPosition(results !== undefined ? search : null);

	/* --- Reader actions --- */

	/** Shows the view of an action that picks a list, and scrolls to the list. */
	const show = (action: GlossaryAction) => {
		go(action);
		requestAnimationFrame(() => {
			const top = resultsRef.current?.getBoundingClientRect().top;
			if (top !== undefined) scrollToY(top + window.scrollY - LIST_OFFSET);
		});
	};
	const chooseLetter = (letter: string) => {
		sessionStorage.setItem(LETTER_SCROLL_KEY, String(Math.round(window.scrollY)));
		show({ type: 'letter', letter });
	};
	const runSearch = (text: string) => {
		pendingExact.current = text;
		setSearchRound((n) => n + 1);
		show({ type: 'search', text });
	};
	const followCard = (slug: string) =>
		sessionStorage.setItem(
			RETURN_POSITION_KEY,
			writeReturnPosition({ search: window.location.search, y: window.scrollY, slug }),
		);
	const backToSearch = () => {
		// The top of the page when no letter was chosen here.
		const target = Number(sessionStorage.getItem(LETTER_SCROLL_KEY));
		go({ type: 'clearLetter' });
		window.setTimeout(() => scrollToY(target), BACK_SCROLL_DELAY_MS);
	};

	/* --- View --- */

	const heading =
		source.kind === 'search'
			? `Search Results for “${source.text}”`
			: source.kind === 'letter'
				? `Terms Starting with “${source.letter}”`
				: 'Filtered terms';

	return (
		<div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
			<aside aria-label="Glossary filters">
				<div
					data-online-only
					className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:pb-2"
				>
					<Sidebar
						categories={categories.data}
						categoriesError={categories.error}
						onRetryCategories={categories.retry}
						category={view.category}
						categoryType={view.categoryType}
						difficulty={view.difficulty}
						onCategory={(category, categoryType) =>
							show({ type: 'category', category, categoryType })
						}
						onDifficulty={(difficulty) => show({ type: 'difficulty', difficulty })}
						onClearFilters={() => go({ type: 'clearFilters' })}
					/>
				</div>
			</aside>
			<div className="min-w-0">
				<GlossarySearch
					onChoose={(slug) => window.location.assign(termPath(slug))}
					onSearch={runSearch}
				/>
				{(view.category || view.difficulty) && (
					<ul className="mt-4 flex flex-wrap gap-2" aria-label="Active filters">
						{view.category && (
							<FilterChip
								label={`Category: ${view.category.replace(':', ' › ')}`}
								onRemove={() => go({ type: 'clearCategory' })}
							/>
						)}
						{view.difficulty && (
							<FilterChip
								label={`Difficulty: ${view.difficulty}`}
								onRemove={() => go({ type: 'clearDifficulty' })}
							/>
						)}
					</ul>
				)}
				<section aria-labelledby="letters-heading" className="mt-8">
					<h2
						id="letters-heading"
						className="mb-3 text-lg font-bold text-slate-900 dark:text-white"
					>
						Browse by Alphabets
					</h2>
					{letters.error && !letters.data ? (
						<FailureNote
							title="Couldn't load the letters."
							error={letters.error}
							onRetry={letters.retry}
						/>
					) : (
						<LetterBar letters={letters.data} selected={view.letter} onSelect={chooseLetter} />
					)}
				</section>

				<section
					ref={resultsRef}
					aria-live="polite"
					aria-busy={list.loading}
					className="mt-10 scroll-mt-24"
				>
					{view.term ? (
						// Shown only while the term's page replaces this address (the effect above).
						<p className="text-slate-700 dark:text-slate-300">
							<a className="link" href={termPath(view.term)}>
								Opening the term’s page…
							</a>
						</p>
					) : source.kind === 'none' ? (
						// The index's links lead to the terms' own pages: a click there never waits for
						// the island to hydrate.
						<div data-works-before-hydration>{children}</div>
					) : (
						<div data-glossary-list>
							<div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
								<h2 className="text-2xl font-bold text-slate-900 dark:text-white">{heading}</h2>
								{results && (
									<p className="text-slate-700 dark:text-slate-300">
										{termCountLabel(results.length)}
									</p>
								)}
							</div>
							{source.kind === 'letter' && (
								<button type="button" className="btn-secondary mb-5" onClick={backToSearch}>
									↑ Back to Search
								</button>
							)}
							{list.error ? (
								<FailureNote title="Couldn't load terms." error={list.error} onRetry={list.retry} />
							) : !results ? (
								<TermListSkeleton />
							) : results.length === 0 ? (
								<p className="card p-6 text-slate-700 dark:text-slate-300">No terms found.</p>
							) : (
								<TermList terms={results} onFollow={followCard} />
							)}
						</div>
					)}
				</section>
			</div>
		</div>
	);
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
	return (
		<li className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-800">
			<span className="capitalize">{label}</span>
			<button
				type="button"
				onClick={onRemove}
				aria-label={`Remove filter ${label}`}
				className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
			>
				<svg
					aria-hidden="true"
					width="12"
					height="12"
					viewBox="0 0 12 12"
					stroke="currentColor"
					strokeWidth="2"
					strokeLinecap="round"
				>
					<path d="M3 3l6 6M9 3l-6 6" />
				</svg>
			</button>
		</li>
	);
}
