import { POINTS, describe, run } from '../../lib/explorables/k-means';
import { scale } from '../../lib/explorables/plot';
import { ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = {
	km: { min: 2, max: 4, step: 1 },
	kstep: { min: 0, max: 40, step: 1 },
};
const DEFAULTS = { km: 3, kstep: 1 };

const W = 320;
const H = 190;
const x = scale([0.5, 9.5], [73, 247]);
const y = scale([0.5, 9.5], [H - 8, 8]);
const r = (v: number) => Math.round(v * 10) / 10;

/** k-means one step at a time: assign points to the nearest centroid, move centroids to means. */
export default function KMeans() {
	const { view, set, bind, frame } = useView(SETTINGS, DEFAULTS);
	const k = view.km;
	const state = run(k, view.kstep);
	const next = view.kstep % 2 ? 'Move centroids' : 'Assign points';
	return (
		<ExplorableFrame
			slug="k-means"
			title="k-means step by step"
			notice="With k = 3, each point has joined its nearest starting centroid (the crosses), and the start is poor: one cluster spans two groups. Alternate moving each centroid to the mean of its points and reassigning; within a few steps the clusters settle on the three groups, and the sum of squares never rises."
			said={describe(k, view.kstep)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`Twelve points in three loose groups and ${k} centroids after ${view.kstep} steps of k-means; each assigned point is joined to its centroid by a line.`}
				>
					{!state.assignment && (
						<g className={MUTED} fill="currentColor">
							{POINTS.map(([px, py]) => (
								<circle key={`${px} ${py}`} cx={x(px)} cy={y(py)} r={5} />
							))}
						</g>
					)}
					{state.centroids.map(([cx, cy], j) => (
						<g key={j} className={SERIES[j]} fill="currentColor" stroke="currentColor">
							{POINTS.map(([px, py], i) =>
								state.assignment?.[i] === j ? (
									<g key={i}>
										<line x1={x(px)} y1={y(py)} x2={r(x(cx))} y2={r(y(cy))} strokeWidth={1} />
										<circle cx={x(px)} cy={y(py)} r={5} />
									</g>
								) : null,
							)}
							<path d={`M${r(x(cx) - 7)} ${r(y(cy) - 7)}l14 14m0-14l-14 14`} strokeWidth={3} />
						</g>
					))}
				</Picture>
			}
		>
			<Slider
				label="Number of clusters k"
				{...bind('km')}
				onChange={(km) => set({ km, kstep: 1 })}
			/>
			<div className="mt-2 flex flex-wrap gap-x-4">
				<button
					type="button"
					className="btn-secondary min-h-11"
					onClick={() => set({ kstep: Math.min(view.kstep + 1, SETTINGS.kstep.max) })}
				>
					{next}
				</button>
				<button type="button" className="btn-secondary min-h-11" onClick={() => set({ kstep: 0 })}>
					Reset
				</button>
			</div>
		</ExplorableFrame>
	);
}
