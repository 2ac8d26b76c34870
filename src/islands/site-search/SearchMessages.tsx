/**
 * What the search dialog says besides its results (SearchDialog.tsx): the status line's text, and
 * the messages for a search that failed, found nothing, or found pages while glossary terms could
 * not be searched.
 */
import { MIN_QUERY_LENGTH } from '../../lib/site-search/engine';
import { OfflineResults } from './OfflineResults';
import type { SearchState } from './use-site-search';

/** The status line, announced to screen readers as it changes. */
export function statusText(state: SearchState, query: string): string {
	if (query.length < MIN_QUERY_LENGTH) return 'Type to search guides, articles and glossary terms.';
	switch (state.status) {
		case 'idle':
		case 'loading':
			return 'Searching…';
		case 'error':
			// Out of reach, search says one thing: what is saved here is searched, the rest waits.
			return state.unreachable
				? 'Can’t reach the site: searching pages saved here.'
				: 'Search is unavailable right now.';
		case 'done': {
			const { total, query: searched } = state.batch;
			if (total === 0) return `No results for “${searched}”.`;
			return `${total} ${total === 1 ? 'result' : 'results'} for “${searched}”.`;
		}
	}
}

export function SearchMessages({ state, onRetry }: { state: SearchState; onRetry: () => void }) {
	// Out of reach, the status line says it once; there is no blog search to offer either.
	if (state.status === 'error')
		return (
			<div className="site-search-message">
				<OfflineResults query={state.query} />
				{!state.unreachable && <p>Search could not load. Check your connection and try again.</p>}
				<p>
					<button type="button" className="site-search-button" onClick={onRetry}>
						Try again
					</button>
					{!state.unreachable && (
						<>
							{' '}
							or <a href={`/search?q=${encodeURIComponent(state.query)}`}>search the blog</a>
						</>
					)}
					.
				</p>
			</div>
		);
	if (state.status !== 'done') return null;
	const { batch } = state;
	return (
		<>
			{batch.termsUnavailable && (
				<div className="site-search-message">
					<p>
						Glossary terms are unavailable right now, so only guides, articles and pages are listed.{' '}
						<button type="button" className="site-search-button" onClick={onRetry}>
							Try again
						</button>{' '}
						or use the <a href={`/glossary?q=${encodeURIComponent(batch.query)}`}>glossary</a>.
					</p>
					<OfflineResults query={batch.query} termsOnly />
				</div>
			)}
			{batch.total === 0 && (
				<div className="site-search-message">
					<p>
						Try fewer or different words, or browse the <a href="/glossary">glossary</a> and the{' '}
						<a href="/topics">topic guides</a>.
					</p>
				</div>
			)}
		</>
	);
}
