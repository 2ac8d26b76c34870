import {
	convolve,
	describe,
	IMAGE,
	KERNEL_NAMES,
	KERNELS,
	type Grid,
	type KernelName,
} from '../../lib/explorables/convolution-kernel';
import { Choice, ExplorableFrame, MUTED, SERIES, useView, Picture } from './Frame';

const SETTINGS = { kernel: { options: KERNEL_NAMES } };
const DEFAULTS = { kernel: 'sobel-x' as string };

const N = 12;
const CELL = 12;
const SIDE = N * CELL;
const GAP = 12;
const LEVELS = 6;
const INK = 'text-slate-900 dark:text-white';
const LABELS = [
	'Identity',
	'Box blur',
	'Sharpen',
	'Sobel x (vertical edges)',
	'Sobel y (horizontal edges)',
];

/**
 * A grid as few paths as can draw it: one per sign and shade (|value| over `top`, in LEVELS
 * steps), each row's runs of equal cells merged into one rectangle.
 */
function shaded(grid: Grid, left: number, top: number) {
	const paths = new Map<number, string>();
	grid.forEach((row, r) => {
		const key = (v: number) => Math.sign(v) * Math.round((Math.abs(v) / top) * LEVELS);
		for (let c = 0; c < N;) {
			let end = c;
			while (end < N && key(row[end]!) === key(row[c]!)) end++;
			const k = key(row[c]!);
			const w = (end - c) * CELL;
			if (k)
				paths.set(k, `${paths.get(k) ?? ''}M${left + c * CELL} ${r * CELL}h${w}v${CELL}h-${w}z`);
			c = end;
		}
	});
	return [...paths].map(([k, d]) => (
		<path
			key={k}
			d={d}
			className={k > 0 ? INK : SERIES[1]}
			fill="currentColor"
			fillOpacity={Math.round((Math.abs(k) / LEVELS) * 100) / 100}
		/>
	));
}

/**
 * What no setting changes, made once: React skips an element it rendered before, so a key press
 * reconciles only the output.
 */
const INPUT = shaded(IMAGE, 0, 1);
const FRAMES = (
	<g className={MUTED} fill="none" stroke="currentColor">
		<rect x={0.5} y={0.5} width={SIDE - 1} height={SIDE - 1} />
		<rect x={SIDE + GAP + 0.5} y={0.5} width={SIDE - 1} height={SIDE - 1} />
		<g fill="currentColor" stroke="none" fontSize={11} textAnchor="middle">
			<text x={SIDE / 2} y={SIDE + 13}>
				input
			</text>
			<text x={SIDE + GAP + SIDE / 2} y={SIDE + 13}>
				output
			</text>
		</g>
	</g>
);

/** A 3 × 3 kernel over a 12 × 12 image: the input and the output side by side. */
export default function ConvolutionKernel() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const kernel = view.kernel as KernelName;
	const output = convolve(IMAGE, KERNELS[kernel]);
	const top = Math.max(...output.flat().map(Math.abs)) || 1;
	return (
		<ExplorableFrame
			slug="convolution-kernel"
			title="Convolution kernels on a small image"
			notice="Left, a 12 × 12 greyscale image: a square of 1s and a bar of 0.5s on 0s, a stronger shade for a larger value. Right, the 3 × 3 kernel slid over it, shaded up to its largest output, negative values in rose. The kernel is not flipped, as in deep learning libraries, and the image is padded with zeros. Sobel x lights up the square's left and right sides and nothing inside it: it sees change, not brightness."
			said={describe(kernel)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${2 * SIDE + GAP} ${SIDE + 16}`}
					label={`A 12 by 12 greyscale image and its output under the ${LABELS[KERNEL_NAMES.indexOf(kernel)]} kernel, side by side.`}
				>
					{INPUT}
					{shaded(output, SIDE + GAP, top)}
					{FRAMES}
				</Picture>
			}
		>
			<Choice legend="Kernel" labels={LABELS} {...bind('kernel')} />
		</ExplorableFrame>
	);
}
