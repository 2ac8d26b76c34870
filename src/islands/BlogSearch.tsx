import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { blogApi } from '../lib/api-client';
import {
	normaliseQuery,
	resultCountLabel,
	searchPosts,
	searchText,
	snippetAround,
	type BlogPostCard,
	type BlogSearchPost,
} from '../lib/blog';
import { pageTitle } from '../lib/seo';
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

interface Part {
	text: string;
	match: boolean;
}

/** Splits `text` around every case-insensitive occurrence of the query, for <mark>. */
function highlightParts(text: string, query: string): Part[] {
	const q = normaliseQuery(query);
	const lower = searchText(text);
	// Lower-casing can change the length of a few characters; then the offsets would be wrong.
	if (!q || lower.length !== text.length) return [{ text, match: false }];
	const parts: Part[] = [];
	let from = 0;
	for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, from)) {
		if (at > from) parts.push({ text: text.slice(from, at), match: false });
		parts.push({ text: text.slice(at, at + q.length), match: true });
		from = at + q.length;
	}
	if (from < text.length) parts.push({ text: text.slice(from), match: false });
	return parts;
}

/** The excerpt when it contains the query, else the passage of the article around the match. */
function resultSnippet(post: BlogPostCard, query: string): string {
	const q = normaliseQuery(query);
	const content = post.content ?? '';
	if (searchText(post.snippet).includes(q) || !searchText(content).includes(q)) return post.snippet;
	const { before, match, after } = snippetAround(content, query);
	return `${before}${match}${after}`;
}

/** The query's matches marked; without padding, so marking them moves no text. */
function Highlighted({ text, query }: { text: string; query: string }) {
	return (
		<>
			{highlightParts(text, query).map((part, index) =>
				part.match ? (
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

interface Props {
	/**
	 * Every post as the page was built, newest first, without its text: rendered in the page, so
	 * results paint before the island's code and the posts' request have arrived (and readers
	 * without JavaScript see every article).
	 */
	posts?: BlogPostCard[];
}

/**
 * The /search page: reads `q` from the address, fetches every post from /api/blog-posts once (never
 * from the HTTP cache), filters and sorts them with `searchPosts`, and lets the reader search
 * again. New searches are pushed to the history, so Back and Forward replay earlier ones. Until the
 * posts arrive it shows the page's own posts whose title or excerpt match.
 */
export default function BlogSearch({ posts: builtPosts = [] }: Props) {
	const id = useId();
	const inputId = `${id}-q`;
	const headingRef = useRef<HTMLHeadingElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);

	/** Null in the server render, which knows neither the query nor the origin. */
	const search = useLocationSearch();
	const mounted = search !== null;
	/** The query being shown, as in the address. */
	const query = new URLSearchParams(search ?? '').get('q') ?? '';
	const wanted = normaliseQuery(query) !== '';
	const posts = useQuery<BlogSearchPost[]>(wanted ? 'blog-posts' : null, (signal) =>
		blogApi.posts({ signal }),
	);
	const results = useMemo(
		() => (posts.data ? searchPosts(posts.data, query) : undefined),
		[posts.data, query],
	);

	/** The text in the search field: the address's query until the reader types. */
	const [draft, setDraft] = useState('');
	const [draftOf, setDraftOf] = useState<string | null>(null);
	if (search !== null && draftOf !== query) {
		setDraftOf(query);
		setDraft(query);
	}

	useEffect(() => {
		if (search !== null)
			document.title = pageTitle(query.trim() ? `Search Results for “${query.trim()}”` : 'Search');
	}, [search, query]);

	const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const q = draft.trim();
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
		: posts.error
			? { status: 'error', error: posts.error }
			: results
				? { status: 'done', results }
				: { status: 'loading', results: searchPosts(builtPosts, query) };
	const origin = mounted ? window.location.origin : '';

	const shown = query.trim();
	const countLine =
		state.status === 'loading'
			? 'Searching...'
			: state.status === 'done'
				? resultCountLabel(state.results.length)
				: state.status === 'idle' && mounted
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
						{mounted && !shown ? 'Search the blog' : 'Search Results for'}
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
								<article className="card p-6">
									<h2 className="text-xl font-bold text-slate-900 dark:text-white">
										<a href={post.url} className="hover:underline">
											<Highlighted text={post.title} query={shown} />
										</a>
									</h2>
									{/* Two lines kept: the page's own list shows the path, the island the full address. */}
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
										<Highlighted text={resultSnippet(post, shown)} query={shown} />
									</p>
								</article>
							</li>
						))}
					</ol>
				)}
			</div>
		</div>
	);
}
