import { descend, describe, loss } from '../../lib/explorables/gradient-descent';
import { pathThrough, scale, steps } from '../../lib/explorables/plot';
import { ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = {
	lr: { min: 0.05, max: 1.2, step: 0.05 },
	x0: { min: -5, max: 5, step: 0.5 },
};
const DEFAULTS = { lr: 0.3, x0: 4 };
const STEPS = 10;

const W = 320;
const H = 180;
const x = scale([-6, 6], [10, W - 10]);
const y = scale([0, 36], [H - 16, 8]);
const CURVE = pathThrough(steps(-6, 6, 49).map((v) => [x(v), y(loss(v))]));

/** Gradient descent on the loss x², ten steps from a start the reader picks. */
export default function GradientDescent() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const xs = descend(view.x0, view.lr, STEPS);
	const points = xs.map((v) => [x(v), y(loss(v))] as const);
	return (
		<ExplorableFrame
			slug="gradient-descent"
			title="Gradient descent and the learning rate"
			notice="Each dot is one step down the loss curve x², from the start x you pick (the larger dot). Below 0.5 the steps approach the minimum without crossing it; at 0.5 the first step lands on it; between 0.5 and 1 they zig-zag across it and still converge; at 1 they bounce between x and −x; above 1 each step overshoots further and the loss grows."
			said={describe(view.lr, view.x0, STEPS)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`The loss curve x² with ${STEPS} steps of gradient descent from x = ${view.x0} at learning rate ${view.lr}.`}
				>
					<g className={MUTED} fill="currentColor" stroke="currentColor">
						<line x1={10} x2={W - 10} y1={y(0)} y2={y(0)} strokeWidth={1} />
						<line x1={x(0)} x2={x(0)} y1={y(0)} y2={8} strokeWidth={0.5} strokeDasharray="3 3" />
						<text x={x(0)} y={H - 3} fontSize={11} textAnchor="middle" stroke="none">
							minimum
						</text>
					</g>
					<path d={CURVE} fill="none" stroke="currentColor" strokeWidth={2} className={SERIES[0]} />
					<g className={SERIES[1]} stroke="currentColor" fill="currentColor">
						<path d={pathThrough(points)} fill="none" strokeWidth={1.5} />
						{points.map(([px, py], i) => (
							<circle key={i} cx={px} cy={py} r={i === 0 ? 5 : 3.5} />
						))}
					</g>
				</Picture>
			}
		>
			<Slider label="Learning rate η" {...bind('lr')} />
			<Slider label="Start x" {...bind('x0')} />
		</ExplorableFrame>
	);
}
