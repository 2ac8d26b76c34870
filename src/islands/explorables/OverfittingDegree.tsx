import {
	TRAIN,
	VALID,
	describe,
	errorsByDegree,
	evaluate,
	fit,
} from '../../lib/explorables/overfitting-degree';
import { pathThrough, scale, steps } from '../../lib/explorables/plot';
import { ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = { deg: { min: 1, max: 9, step: 1 } };
const DEFAULTS = { deg: 3 };

const W = 320;
const H = 180;
const FIT_W = 196;
const x = scale([-1.05, 1.05], [6, FIT_W - 6]);
const y = scale([-1.6, 1.6], [H - 8, 8]);
const ERRORS = errorsByDegree();
const ex = scale([1, 9], [230, W - 8]);
const ey = scale([0, 0.8], [H - 30, 14]);
const ERROR_PATHS = (['train', 'valid'] as const).map((set) =>
	pathThrough(ERRORS.map((e) => [ex(e.degree), ey(Math.min(e[set], 0.85))])),
);

const LABELS = [
	['train', 'training', ey(0) + 13],
	['valid', 'validation', ey(0.5)],
] as const;

/** Polynomials of growing degree fitted to ten noisy points, scored on ten others. */
export default function OverfittingDegree() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const c = fit(TRAIN, view.deg);
	// Beyond the plot's edge the curve is clipped by its own <svg>; clamping keeps numbers small.
	const curve = pathThrough(
		steps(-1.05, 1.05, 85).map((v) => [x(v), y(Math.max(-2, Math.min(2, evaluate(c, v))))]),
	);
	const at = ERRORS[view.deg - 1]!;
	return (
		<ExplorableFrame
			slug="overfitting-degree"
			title="Overfitting as the degree grows"
			notice="Filled dots train the curve; hollow dots, never seen in training, validate it. On the right, training error falls with every extra degree, but validation error falls, flattens and then shoots up: degree 1 underfits, degree 9 threads every training dot and misses most of the hollow ones."
			said={describe(view.deg)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`A polynomial of degree ${view.deg} fitted to ten training points, with ten validation points; beside it, training and validation error for degrees 1 to 9.`}
				>
					<g className={MUTED} fill="currentColor" stroke="currentColor" fontSize={11}>
						<rect x={0.5} y={0.5} width={FIT_W - 1} height={H - 1} fill="none" />
						<path d={`M${ex(1)} ${ey(0.8)}V${ey(0)}H${ex(9)}`} fill="none" />
						<line
							x1={ex(view.deg)}
							x2={ex(view.deg)}
							y1={ey(0.8)}
							y2={ey(0)}
							strokeDasharray="3 3"
						/>
						<text x={ex(5)} y={H - 4} textAnchor="middle" stroke="none">
							degree {view.deg}
						</text>
						<text x={ex(1) + 4} y={ey(0.8) - 2} stroke="none">
							error
						</text>
					</g>
					<svg width={FIT_W} height={H}>
						<path
							d={curve}
							fill="none"
							strokeWidth={2}
							stroke="currentColor"
							className={SERIES[2]}
						/>
						<g className={SERIES[0]} fill="currentColor">
							{TRAIN.map(([px, py]) => (
								<circle key={px} cx={x(px)} cy={y(py)} r={3.5} />
							))}
						</g>
						<g className={SERIES[1]} fill="none" stroke="currentColor" strokeWidth={1.5}>
							{VALID.map(([px, py]) => (
								<circle key={px} cx={x(px)} cy={y(py)} r={3.5} />
							))}
						</g>
					</svg>
					{LABELS.map(([name, label, ly], i) => (
						<g key={name} className={SERIES[i]} fill="currentColor" stroke="currentColor">
							<text x={ex(i ? 8.2 : 9)} y={ly} fontSize={11} textAnchor="end" stroke="none">
								{label}
							</text>
							<path d={ERROR_PATHS[i]} fill="none" strokeWidth={1.5} />
							<circle cx={ex(view.deg)} cy={ey(Math.min(at[name], 0.85))} r={3.5} />
						</g>
					))}
				</Picture>
			}
		>
			<Slider label="Polynomial degree" {...bind('deg')} />
		</ExplorableFrame>
	);
}
