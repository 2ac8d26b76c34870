import {
	useEffect,
	useId,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
	type SubmitEvent,
} from 'react';
import { blogApi } from '../lib/api-client';
import {
	normaliseQuery,
	resultCountLabel,
	resultSnippet,
	searchPosts,
	searchText,
	type BlogPostCard,
	type BlogSearchPost,
} from '../lib/blog';
import { pageTitle } from '../lib/seo';
import type { ExcerptPart } from '../lib/site-search/excerpt';
import { FailureNote } from './FailureNote';
import { SkeletonCards } from './Skeleton';
import { navigate, useLocationSearch } from './hooks/use-location-search';
import { useQuery } from './hooks/use-query';

/**
 * The search page's states: loading (showing the page's own posts that match so far), then
 * results (possibly none), or an error. Before the island runs, and without a query, every post.
 */
type SearchState =
	| { status: 'idle'; results: BlogPostCard[] }
	| { status: 'loading'; results: BlogPostCard[] }
	| { status: 'done'; results: BlogPostCard[] }
	| { status: 'error'; error: unknown };

/** Splits `text` around every case-insensitive occurrence of the query, for <mark>. */
function highlightParts(text: string, query: string): ExcerptPart[] {
	const q = normaliseQuery(query);
	const lower = searchText(text);
	// Lower-casing can change the length of a few characters; then the offsets would be wrong.
	if (!q || lower.length !== text.length) return [{ text, mark: false }];
	const parts: ExcerptPart[] = [];
	let from = 0;
	for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, from)) {
		if (at > from) parts.push({ text: text.slice(from, at), mark: false });
		parts.push({ text: text.slice(at, at + q.length), mark: true });
		from = at + q.length;
	}
	if (from < text.length) parts.push({ text: text.slice(from), mark: false });
	return parts;
}

/** The query's matches marked; without padding, so marking them moves no text. */
function Highlighted({ text, query }: { text: string; query: string }) {
	return (
		<>
			{highlightParts(text, query).map((part, index) =>
				part.mark ? (
					<mark key={index} className="rounded-sm bg-amber-200 text-slate-950 dark:bg-amber-300">
						{part.text}
					</mark>
				) : (
					part.text
				),
			)}
		</>
	);
}

/** One result: title, address, date and author, and the snippet, the query's matches marked. */
function Result({ post, query, origin }: { post: BlogPostCard; query: string; origin: string }) {
	return (
		<article className="card p-6">
			<h2 className="text-xl font-bold text-slate-900 dark:text-white">
				<a href={post.url} className="hover:underline">
					<Highlighted text={post.title} query={query} />
				</a>
			</h2>
			{/* Two lines kept, for a long address. */}
			<p className="mt-1 min-h-[2lh] font-mono text-xs break-all text-emerald-800 dark:text-emerald-300">
				{origin ? new URL(post.url, origin).href : post.url}
			</p>
			<p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
				<time dateTime={post.isoDate}>{post.date}</time>
				<span aria-hidden="true" className="mx-2">
					·
				</span>
				By {post.author}
			</p>
			<p className="mt-3 text-slate-800 dark:text-slate-200">
				<Highlighted text={resultSnippet(post, query)} query={query} />
			</p>
		</article>
	);
}

interface Props {
	/**
	 * Every post, newest first, without its text: the list without a query, and what a new search
	 * shows (matched on title and excerpt) until the posts arrive.
	 */
	posts?: BlogPostCard[];
	/**
	 * The query the server rendered the page for (src/pages/search.astro) and its results, each with
	 * the snippet shown for it and without its text: the page's HTML shows them, and so does the
	 * island for that query, without fetching anything.
	 */
	initial?: { query: string; results: BlogPostCard[] };
	/** The site's origin, for each result's full address before the island runs. */
	origin?: string;
}

/**
 * The /search page: reads `q` from the address and shows the results the server found for it.
 * For a search made on the page it fetches every post from /api/blog-posts once (never from the
 * HTTP cache), filters and sorts them with `searchPosts`; until they arrive it shows the posts
 * whose title or excerpt match. New searches are pushed to the history, so Back and Forward
 * replay earlier ones.
 */
export default function BlogSearch({
	posts: builtPosts = [],
	initial,
	origin: pageOrigin = '',
}: Props) {
	const id = useId();
	const inputId = `${id}-q`;
	const headingRef = useRef<HTMLHeadingElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);

	/** Null in the server render and the first render after it, which know only `initial`. */
	const search = useLocationSearch();
	const mounted = search !== null;
	/** The query being shown, as in the address. */
	const query =
		search === null ? (initial?.query ?? '') : (new URLSearchParams(search).get('q') ?? '');
	/** Whether the query is known: in the browser, or given by the server. */
	const known = mounted || initial !== undefined;
	const wanted = normaliseQuery(query) !== '';
	/** The server's results, while the query is the one it searched for. */
	const served =
		initial && wanted && normaliseQuery(initial.query) === normaliseQuery(query)
			? initial.results
			: undefined;
	const posts = useQuery<BlogSearchPost[]>(wanted && !served ? 'blog-posts' : null, (signal) =>
		blogApi.posts({ signal }),
	);
	const results = useMemo(
		() => (posts.data ? searchPosts(posts.data, query) : undefined),
		[posts.data, query],
	);

	/** The text in the search field: the address's query until the reader types. */
	const [draft, setDraft] = useState(initial?.query ?? '');
	const [draftOf, setDraftOf] = useState<string | null>(initial?.query ?? null);
	if (search !== null && draftOf !== query) {
		setDraftOf(query);
		setDraft(query);
	}

	// The island wakes when the reader first uses it, often by typing in the field: what they typed
	// stays (React would put back the value it rendered).
	useLayoutEffect(() => {
		const typed = inputRef.current?.value;
		if (typed !== undefined) setDraft(typed);
	}, []);

	useEffect(() => {
		if (search !== null)
			document.title = pageTitle(query.trim() ? `Search Results for “${query.trim()}”` : 'Search');
	}, [search, query]);

	const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		// What the field shows: the reader may have typed before the island woke up.
		const q = (inputRef.current?.value ?? draft).trim();
		if (!q) {
			inputRef.current?.focus();
			return;
		}
		setDraft(q);
		navigate(`/search?q=${encodeURIComponent(q)}`);
	};

	const retry = () => {
		headingRef.current?.focus();
		posts.retry();
	};

	const state: SearchState = !wanted
		? { status: 'idle', results: builtPosts }
		: served
			? { status: 'done', results: served }
			: posts.error
				? { status: 'error', error: posts.error }
				: results
					? { status: 'done', results }
					: { status: 'loading', results: searchPosts(builtPosts, query) };
	const origin = mounted ? window.location.origin : pageOrigin;

	const shown = query.trim();
	const countLine =
		state.status === 'loading'
			? 'Searching...'
			: state.status === 'done'
				? resultCountLabel(state.results.length)
				: state.status === 'idle' && known
					? 'Type a word or phrase to search every blog article.'
					: '';

	return (
		<div>
			<div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
				<div className="container-page py-10 sm:py-14">
					<p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
						Blog search
					</p>
					<h1
						ref={headingRef}
						tabIndex={-1}
						className="mt-2 text-3xl font-extrabold tracking-tight break-words text-slate-900 outline-none sm:text-4xl dark:text-white"
					>
						{known && !shown ? 'Search the blog' : 'Search Results for'}
						{/* The query has its own line, reserved before the island knows it, so the heading's height does not change. */}
						<span className="block min-h-[1lh] text-brand-700 dark:text-brand-300">
							{shown && ` “${shown}”`}
						</span>
					</h1>
					<form
						role="search"
						aria-label="Blog"
						action="/search"
						method="get"
						onSubmit={onSubmit}
						className="mt-6 max-w-2xl"
					>
						<label htmlFor={inputId} className="label">
							Search the blog
						</label>
						<div className="flex gap-2">
							<input
								ref={inputRef}
								id={inputId}
								className="field"
								type="search"
								name="q"
								required
								autoComplete="off"
								enterKeyHint="search"
								placeholder="e.g. agents, Ghibli, personalization"
								value={draft}
								onChange={(event) => setDraft(event.target.value)}
							/>
							<button type="submit" className="btn-primary shrink-0">
								Search
							</button>
						</div>
					</form>
					<p
						role="status"
						className="mt-4 min-h-6 text-sm font-medium text-slate-700 dark:text-slate-300"
					>
						{countLine}
					</p>
				</div>
			</div>

			<div className="container-page py-10">
				{state.status === 'loading' && state.results.length === 0 && (
					<SkeletonCards count={3} className="grid max-w-3xl gap-5" cardClassName="p-6" />
				)}

				{state.status === 'error' && (
					<div className="max-w-3xl">
						<FailureNote
							title="Couldn't load the blog posts — try again"
							error={state.error}
							onRetry={retry}
							retryLabel="Retry"
						>
							Something went wrong while searching, so we can't show results for “{shown}” right
							now.
						</FailureNote>
					</div>
				)}

				{state.status === 'done' && state.results.length === 0 && (
					<div className="card max-w-3xl p-6">
						<p className="text-lg font-semibold text-slate-900 dark:text-white">
							No results found for "{shown}". Try a different term!
						</p>
						<p className="mt-2 text-slate-700 dark:text-slate-300">
							Check the spelling, use a shorter word, or browse{' '}
							<a className="link" href="/blog">
								all blog articles
							</a>
							, the{' '}
							<a className="link" href="/topics">
								topic guides
							</a>{' '}
							and the{' '}
							<a className="link" href="/glossary">
								glossary
							</a>
							.
						</p>
					</div>
				)}

				{state.status !== 'error' && state.results.length > 0 && (
					<ol
						className="grid max-w-3xl gap-5"
						aria-label={shown ? `Results for “${shown}”` : 'Every blog article'}
					>
						{state.results.map((post) => (
							<li key={post.url}>
								<Result post={post} query={shown} origin={origin} />
							</li>
						))}
					</ol>
				)}
			</div>
		</div>
	);
}
