import type { LearnerState } from '../../lib/learning/state';
import { countByState } from '../../lib/review/queue';
import { retention, reviewsPerDay } from '../../lib/review/stats';
import { dayAndWeekday } from '../../lib/dates';

/** Cards by state, retention over 30 days, and reviews on each of the last seven days. */
export function ReviewStats({ state, now }: { state: LearnerState; now: number }) {
	const counts = countByState(state);
	const perDay = reviewsPerDay(state, now);
	const kept = retention(state, now);
	const maxPerDay = Math.max(10, ...perDay.map((day) => day.count));
	return (
		<section aria-labelledby="review-stats">
			<h2 id="review-stats" className="text-xl font-bold text-slate-900 dark:text-white">
				Statistics
			</h2>
			<dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
				{[
					['Cards', counts.total],
					['New', counts.new],
					['Learning', counts.learning],
					['In review', counts.review],
				].map(([label, value]) => (
					<div key={label} className="card p-3">
						<dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
						<dd className="text-2xl font-bold text-slate-900 dark:text-white">{value}</dd>
					</div>
				))}
			</dl>
			<p className="mt-3 text-slate-700 dark:text-slate-300">
				Retention (last 30 days):{' '}
				{kept
					? `${Math.round(kept.rate * 100)}% of ${kept.reviews} reviews remembered`
					: 'not enough reviews yet'}
				.
			</p>
			<table className="review-days mt-3 text-sm">
				<caption className="text-left font-semibold text-slate-800 dark:text-slate-200">
					Reviews per day, last 7 days
				</caption>
				<tbody>
					{perDay.map((day) => (
						<tr key={day.start}>
							<th scope="row" className="pr-3 text-left font-normal">
								{dayAndWeekday(day.start)}
							</th>
							<td className="w-48">
								<progress
									className="progress-bar"
									max={maxPerDay}
									value={day.count}
									aria-hidden="true"
								/>
							</td>
							<td className="pl-3 tabular-nums">{day.count}</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	);
}
