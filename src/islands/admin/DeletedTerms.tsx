import { useId, useState } from 'react';
import { glossaryApi } from '../../lib/api-client';
import type { DeletedTerm } from '../../lib/glossary/history';
import { SLUG_PATTERN } from '../../lib/glossary/slug';
import type { Term } from '../../lib/glossary/term-model';
import type { TokenRun } from './use-token-gate';
import LoadOnRequest from './LoadOnRequest';

interface Props {
	/** Runs a request with the editor's token (asking for it when needed, reporting a failure). */
	withToken: TokenRun;
	onRestored: (term: Term) => void;
}

const formatDay = (iso: string) =>
	new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * "Recently deleted": terms deleted within the retention period, each with its last version, who
 * deleted it and why, and Restore. A term whose slug another term has taken since asks for a new
 * slug first. Loaded on request: it needs the editor's token.
 */
export default function DeletedTerms({ withToken, onRestored }: Props) {
	const headingId = useId();
	const [terms, setTerms] = useState<DeletedTerm[] | null>(null);
	const [retention, setRetention] = useState<number | null>(null);
	const [loading, setLoading] = useState(false);
	const [restoring, setRestoring] = useState<number | null>(null);
	const [slugs, setSlugs] = useState<Record<number, string>>({});
	const [slugErrors, setSlugErrors] = useState<Record<number, string>>({});

	const load = async () => {
		setLoading(true);
		const result = await withToken(
			(token) => glossaryApi.deleted(token),
			'Failed to load the deleted terms',
		);
		setLoading(false);
		if (result.ok) {
			setTerms(result.value.terms);
			setRetention(result.value.retention_days);
		}
	};

	const restore = async (entry: DeletedTerm) => {
		const slug = entry.slug_taken ? (slugs[entry.id] ?? '').trim() : undefined;
		if (slug !== undefined && !SLUG_PATTERN.test(slug)) {
			setSlugErrors((errors) => ({
				...errors,
				[entry.id]: 'Enter a new slug: lowercase words joined by hyphens.',
			}));
			document.getElementById(`${headingId}-slug-${entry.id}`)?.focus();
			return;
		}
		setSlugErrors((errors) => ({ ...errors, [entry.id]: '' }));
		setRestoring(entry.id);
		const result = await withToken(
			(token) => glossaryApi.restoreDeleted(entry.id, token, slug),
			'Failed to restore the term',
		);
		setRestoring(null);
		if (result.ok && result.value) {
			setTerms((shown) => shown?.filter((t) => t.id !== entry.id) ?? null);
			onRestored(result.value);
			return;
		}
		if (result.ok || result.cancelled) return;
		if (result.failure.status === 409 || result.failure.status === 400) {
			setSlugErrors((errors) => ({ ...errors, [entry.id]: result.failure.detail }));
			if (result.failure.status === 409) {
				setTerms(
					(shown) =>
						shown?.map((t) => (t.id === entry.id ? { ...t, slug_taken: true } : t)) ?? null,
				);
			}
		}
	};

	return (
		<section aria-labelledby={headingId} className="space-y-4">
			<h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
				Recently deleted
			</h2>
			{terms === null ? (
				<LoadOnRequest
					label="Show recently deleted terms"
					loadingLabel="Loading…"
					loading={loading}
					onLoad={() => void load()}
				>
					Deleted terms keep their last version and can be restored for a while.
				</LoadOnRequest>
			) : (
				<>
					<p className="text-sm text-slate-700 dark:text-slate-300">
						{terms.length === 0
							? 'No deleted terms to restore.'
							: `${terms.length} deleted ${terms.length === 1 ? 'term' : 'terms'}.`}{' '}
						Deleted terms can be restored for {retention} days, then they are removed for good.
					</p>
					{terms.length > 0 && (
						<ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
							{terms.map((entry) => {
								const slugId = `${headingId}-slug-${entry.id}`;
								const error = slugErrors[entry.id];
								return (
									<li
										key={entry.id}
										className="space-y-2 p-4 text-sm text-slate-800 dark:text-slate-200"
									>
										<p>
											<strong className="font-semibold text-slate-900 dark:text-white">
												{entry.term}
											</strong>{' '}
											<code className="text-xs">{entry.slug}</code>
										</p>
										<p className="text-slate-700 dark:text-slate-300">
											Deleted <time dateTime={entry.deleted_at}>{formatDay(entry.deleted_at)}</time>
											{entry.deleted_by && <> by {entry.deleted_by}</>}
											{entry.note && <>: “{entry.note}”</>}. Removed for good after{' '}
											<time dateTime={entry.purge_after}>{formatDay(entry.purge_after)}</time>.
										</p>
										<div className="flex flex-wrap items-end gap-3">
											{entry.slug_taken && (
												<div>
													<label className="label" htmlFor={slugId}>
														New slug for “{entry.term}”
													</label>
													<input
														id={slugId}
														className="field font-mono"
														value={slugs[entry.id] ?? ''}
														placeholder={`${entry.slug}-2`}
														aria-invalid={error ? true : undefined}
														aria-describedby={`${slugId}-hint${error ? ` ${slugId}-error` : ''}`}
														onChange={(event) =>
															setSlugs((all) => ({ ...all, [entry.id]: event.target.value }))
														}
													/>
													<p
														id={`${slugId}-hint`}
														className="mt-1 text-slate-600 dark:text-slate-400"
													>
														Another term now uses “{entry.slug}”.
													</p>
												</div>
											)}
											<button
												type="button"
												className="btn-secondary"
												aria-disabled={restoring !== null || undefined}
												onClick={() => void (restoring === null ? restore(entry) : undefined)}
											>
												{restoring === entry.id ? 'Restoring…' : 'Restore'}
												<span className="sr-only"> “{entry.term}”</span>
											</button>
										</div>
										{error && (
											<p
												id={`${slugId}-error`}
												className="font-medium text-red-700 dark:text-red-300"
											>
												<span aria-hidden="true">⚠ </span>
												{error}
											</p>
										)}
									</li>
								);
							})}
						</ul>
					)}
				</>
			)}
		</section>
	);
}
