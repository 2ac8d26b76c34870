import {
	ACTIVATIONS,
	boundary,
	CORNERS,
	describe,
	NAMES,
	output,
	said,
	shading,
	weightedSum,
	type Activation,
} from '../../lib/explorables/single-neuron';
import { scale } from '../../lib/explorables/plot';
import { Choice, ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = {
	w1: { min: -2, max: 2, step: 0.1 },
	w2: { min: -2, max: 2, step: 0.1 },
	bias: { min: -3, max: 3, step: 0.1 },
	act: { options: ACTIVATIONS },
};
const DEFAULTS = { w1: 1, w2: 1, bias: -1.5, act: 'step' as string };

// The input plane x1, x2 ∈ [−0.5, 1.5], 240 units a side.
const LO = -0.5;
const HI = 1.5;
const SIDE = 240;
const LEFT = 28;
const TOP = 6;
const px = scale([LO, HI], [LEFT, LEFT + SIDE]);
const py = scale([LO, HI], [TOP + SIDE, TOP]);
/** The darkest shade, at the highest output. */
const FULL = 0.6;
const round = (v: number) => Math.round(v * 1000) / 1000;

/** The square's frame and axes, made once: React skips an element it rendered before. */
const AXES = (
	<g className={MUTED} fill="currentColor" fontSize={12} textAnchor="middle">
		<rect x={LEFT} y={TOP} width={SIDE} height={SIDE} fill="none" stroke="currentColor" />
		<text x={px(0)} y={TOP + SIDE + 14}>
			0
		</text>
		<text x={px(1)} y={TOP + SIDE + 14}>
			1
		</text>
		<text x={LEFT + SIDE / 2} y={TOP + SIDE + 27}>
			x1
		</text>
		<text x={LEFT - 8} y={py(0) + 4}>
			0
		</text>
		<text x={LEFT - 8} y={py(1) + 4}>
			1
		</text>
		<text x={LEFT - 14} y={TOP + SIDE / 2 + 4}>
			x2
		</text>
	</g>
);

/** One neuron, two inputs: the plane it shades, its boundary line and the four corners. */
export default function SingleNeuron() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const n = { w1: view.w1, w2: view.w2, b: view.bias };
	const act = view.act as Activation;
	const line = boundary(n, LO, HI);
	// A gradient, not cells: a key press changes a few numbers, not long paths to parse and paint.
	const shade = shading(n, act, LO, HI);
	return (
		<ExplorableFrame
			slug="single-neuron"
			title="One neuron: weights, bias and activation"
			notice="Shading shows the neuron's output, darker where it is higher. The line is its decision boundary, w1·x1 + w2·x2 + b = 0: the weights tilt it and the bias slides it. Filled dots are the corners where z > 0; at weights 1 and 1 and bias −1.5 that is (1,1) alone, so the neuron computes AND. No line parts (0,1) and (1,0) from (0,0) and (1,1): one neuron cannot compute XOR."
			said={describe(n, act)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${LEFT + SIDE + 8} ${TOP + SIDE + 30}`}
					label={`The input plane shaded by the neuron's ${NAMES[act]} output, with the boundary line w1·x1 + w2·x2 + b = 0 for weights ${said(n.w1)} and ${said(n.w2)} and bias ${said(n.b)}, and the four corners of the truth table.`}
				>
					<g className={SERIES[0]}>
						<linearGradient
							id="single-neuron-shade"
							gradientUnits="userSpaceOnUse"
							x1={round(px(shade.from?.[0] ?? LO))}
							y1={round(py(shade.from?.[1] ?? LO))}
							x2={round(px(shade.to?.[0] ?? HI))}
							y2={round(py(shade.to?.[1] ?? LO))}
						>
							{shade.stops.map(({ offset, level }, i) => (
								<stop
									key={i}
									offset={round(offset)}
									stopColor="currentColor"
									stopOpacity={round(level * FULL)}
								/>
							))}
						</linearGradient>
						<rect x={LEFT} y={TOP} width={SIDE} height={SIDE} fill="url(#single-neuron-shade)" />
					</g>
					{AXES}
					{line && (
						<line
							className={SERIES[1]}
							stroke="currentColor"
							strokeWidth={2.5}
							x1={Math.round(px(line[0][0]))}
							y1={Math.round(py(line[0][1]))}
							x2={Math.round(px(line[1][0]))}
							y2={Math.round(py(line[1][1]))}
						/>
					)}
					<g
						className="text-slate-900 dark:text-white"
						stroke="currentColor"
						fill="currentColor"
						fontSize={12}
						strokeWidth={2}
					>
						{CORNERS.map(([a, c]) => (
							<g key={`${a}${c}`}>
								<circle
									cx={px(a)}
									cy={py(c)}
									r={6}
									fill={weightedSum(n, a, c) > 0 ? 'currentColor' : 'none'}
								/>
								<text x={px(a) + 9} y={py(c) - 8} stroke="none">
									{said(output(n, act, a, c))}
								</text>
							</g>
						))}
					</g>
				</Picture>
			}
		>
			<Slider label="Weight w1" {...bind('w1')} />
			<Slider label="Weight w2" {...bind('w2')} />
			<Slider label="Bias b" {...bind('bias')} />
			<Choice legend="Activation" labels={['Step', 'Sigmoid', 'ReLU', 'Tanh']} {...bind('act')} />
		</ExplorableFrame>
	);
}
