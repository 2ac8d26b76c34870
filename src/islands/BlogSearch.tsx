import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, assertOk } from '../lib/api-client';
import { normaliseQuery, resultCountLabel, searchPosts, snippetAround, type BlogSearchPost } from '../lib/blog';
import { pageTitle } from '../lib/seo';

/** The search page's states (SPEC section 4: loading, then results, empty or error). */
type SearchState =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'done'; results: BlogSearchPost[] }
	| { status: 'error'; detail: string };

interface Part {
	text: string;
	match: boolean;
}

/** Splits `text` around every case-insensitive occurrence of the query, for <mark>. */
function highlightParts(text: string, query: string): Part[] {
	const q = normaliseQuery(query);
	const lower = text.toLowerCase();
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
function resultSnippet(post: BlogSearchPost, query: string): string {
	const q = normaliseQuery(query);
	if (post.snippet.toLowerCase().includes(q) || !post.content.toLowerCase().includes(q)) return post.snippet;
	const { before, match, after } = snippetAround(post.content, query);
	return `${before}${match}${after}`;
}

function Highlighted({ text, query }: { text: string; query: string }) {
	return (
		<>
			{highlightParts(text, query).map((part, index) =>
				part.match ? (
					<mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300">
						{part.text}
					</mark>
				) : (
					part.text
				),
			)}
		</>
	);
}

/** A calm explanation of a failure, without internals. */
function failureDetail(error: unknown): string {
	if (error instanceof ApiError) return `The server answered with status ${error.status}.`;
	return 'The request did not reach the server. Check your connection.';
}

function queryFromUrl(): string {
	return new URLSearchParams(window.location.search).get('q') ?? '';
}

/**
 * The /search page: reads `q` from the address, fetches every post from /api/blog-posts (never
 * cached), filters and sorts them with `searchPosts`, and lets the reader search again. New
 * searches are pushed to the history, so Back and Forward replay earlier ones.
 */
export default function BlogSearch() {
	const id = useId();
	const inputId = `${id}-q`;
	const headingRef = useRef<HTMLHeadingElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const abortRef = useRef<AbortController | null>(null);

	/** Whether the island has mounted (the server knows no query). */
	const [mounted, setMounted] = useState(false);
	const [origin, setOrigin] = useState('');
	/** The query being shown, as in the address. */
	const [query, setQuery] = useState('');
	/** The text in the search field. */
	const [draft, setDraft] = useState('');
	const [state, setState] = useState<SearchState>({ status: 'idle' });

	const run = useCallback(async (q: string) => {
		abortRef.current?.abort();
		setQuery(q);
		document.title = pageTitle(q.trim() ? `Search Results for “${q.trim()}”` : 'Search');
		if (!normaliseQuery(q)) {
			setState({ status: 'idle' });
			return;
		}
		const controller = new AbortController();
		abortRef.current = controller;
		setState({ status: 'loading' });
		try {
			const response = await fetch(`/api/blog-posts?t=${Date.now()}`, {
				cache: 'no-store',
				credentials: 'include',
				headers: { Accept: 'application/json' },
				signal: controller.signal,
			});
			const posts = (await (await assertOk(response)).json()) as BlogSearchPost[];
			if (!controller.signal.aborted) setState({ status: 'done', results: searchPosts(posts, q) });
		} catch (error) {
			if (!controller.signal.aborted) setState({ status: 'error', detail: failureDetail(error) });
		}
	}, []);

	useEffect(() => {
		setOrigin(window.location.origin);
		setMounted(true);
		const load = () => {
			const q = queryFromUrl();
			setDraft(q);
			void run(q);
		};
		load();
		window.addEventListener('popstate', load);
		return () => {
			window.removeEventListener('popstate', load);
			abortRef.current?.abort();
		};
	}, [run]);

	const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const q = draft.trim();
		if (!q) {
			inputRef.current?.focus();
			return;
		}
		const url = `/search?q=${encodeURIComponent(q)}`;
		if (`${window.location.pathname}${window.location.search}` !== url) window.history.pushState(null, '', url);
		setDraft(q);
		void run(q);
	};

	const retry = () => {
		headingRef.current?.focus();
		void run(query);
	};

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
					<p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">Blog search</p>
					<h1
						ref={headingRef}
						tabIndex={-1}
						className="mt-2 text-3xl font-extrabold tracking-tight break-words text-slate-900 outline-none sm:text-4xl dark:text-white"
					>
						{mounted && !shown ? 'Search the blog' : 'Search Results for'}
						{/* The query has its own line, reserved before the island knows it, so the heading's height does not change. */}
						<span className="block min-h-[1lh] text-brand-700 dark:text-brand-300">{shown && ` “${shown}”`}</span>
					</h1>
					<form role="search" aria-label="Blog" action="/search" method="get" onSubmit={onSubmit} className="mt-6 max-w-2xl">
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
					<p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-700 dark:text-slate-300">
						{countLine}
					</p>
				</div>
			</div>

			<div className="container-page py-10">
				{state.status === 'loading' && (
					<ul aria-hidden="true" className="grid max-w-3xl gap-5">
						{[0, 1, 2].map((n) => (
							<li key={n} className="card animate-pulse p-6">
								<div className="h-5 w-2/3 skeleton" />
								<div className="mt-3 h-3 w-1/3 skeleton" />
								<div className="mt-4 h-3 w-full skeleton" />
								<div className="mt-2 h-3 w-5/6 skeleton" />
							</li>
						))}
					</ul>
				)}

				{state.status === 'error' && (
					<div role="alert" className="max-w-3xl rounded-2xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/40">
						<h2 className="text-lg font-semibold text-red-900 dark:text-red-100">Couldn't load the blog posts — try again</h2>
						<p className="mt-2 text-red-900 dark:text-red-100">
							Something went wrong while searching, so we can't show results for “{shown}” right now. {state.detail}
						</p>
						<button type="button" onClick={retry} className="btn-primary mt-4">
							Retry
						</button>
					</div>
				)}

				{state.status === 'done' && state.results.length === 0 && (
					<div className="card max-w-3xl p-6">
						<p className="text-lg font-semibold text-slate-900 dark:text-white">
							No results found for "{shown}". Try a different term!
						</p>
						<p className="mt-2 text-slate-700 dark:text-slate-300">
							Check the spelling, use a shorter word, or browse <a className="link" href="/blog">all blog articles</a>, the{' '}
							<a className="link" href="/topics">topic guides</a> and the <a className="link" href="/glossary">glossary</a>.
						</p>
					</div>
				)}

				{state.status === 'done' && state.results.length > 0 && (
					<ol className="grid max-w-3xl gap-5" aria-label={`Results for “${shown}”`}>
						{state.results.map((post) => (
							<li key={post.url}>
								<article className="card p-6">
									<h2 className="text-xl font-bold text-slate-900 dark:text-white">
										<a href={post.url} className="hover:underline">
											<Highlighted text={post.title} query={shown} />
										</a>
									</h2>
									<p className="mt-1 font-mono text-xs break-all text-emerald-800 dark:text-emerald-300">
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
