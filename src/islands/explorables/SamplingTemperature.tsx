import { CANDIDATES, describe, sample } from '../../lib/explorables/sampling-temperature';
import { scale } from '../../lib/explorables/plot';
import { ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = {
	temp: { min: 0.1, max: 2, step: 0.1 },
	topk: { min: 1, max: 8, step: 1 },
	topp: { min: 0.05, max: 1, step: 0.05 },
};
const DEFAULTS = { temp: 1, topk: 8, topp: 0.9 };
const LOGITS = CANDIDATES.map((c) => c.logit);

const W = 320;
const H = 168;
const SLOT = W / CANDIDATES.length;
const y = scale([0, 1], [136, 28]);

/** Temperature, top-k and top-p over eight candidate next words. */
export default function SamplingTemperature() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const { softmax, kept, final } = sample(LOGITS, view.temp, view.topk, view.topp);
	return (
		<ExplorableFrame
			slug="sampling-temperature"
			title="Temperature, top-k and top-p"
			notice="Each bar is the chance of one next word after “The cat sat on the”. Grey bars are cut by top-k or top-p and the rest are scaled up to sum to 100%. A low temperature piles the chance onto “mat”; a high one spreads it out, so top-p has to keep more words."
			said={describe(view.temp, view.topk, view.topp)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`Bars of the chance of each next word at temperature ${view.temp}, top-k ${view.topk}, top-p ${view.topp}.`}
				>
					<g className={MUTED} fill="currentColor" fontSize={12} textAnchor="middle">
						<text x={W / 2} y={12}>
							The cat sat on the …
						</text>
						<line x1={0} x2={W} y1={136} y2={136} stroke="currentColor" />
					</g>
					{CANDIDATES.map((c, i) => {
						const v = kept[i] ? final[i]! : softmax[i]!;
						const cx = Math.round(SLOT * i + SLOT / 2);
						const top = Math.round(y(v));
						return (
							<g
								key={c.word}
								className={kept[i] ? SERIES[0] : MUTED}
								fill="currentColor"
								fontSize={12}
								textAnchor="middle"
							>
								<rect
									x={cx - 13}
									y={top}
									width={26}
									height={136 - top}
									fillOpacity={kept[i] ? 1 : 0.3}
								/>
								<text x={cx} y={top - 4}>
									{kept[i] ? `${Math.round(v * 100)}%` : 'cut'}
								</text>
								<text x={cx} y={152}>
									{c.word}
								</text>
							</g>
						);
					})}
				</Picture>
			}
		>
			<Slider label="Temperature T" {...bind('temp')} />
			<Slider
				label="Top-k: keep the k likeliest words"
				format={(k) => (k === 8 ? '8 (all)' : String(k))}
				{...bind('topk')}
			/>
			<Slider
				label="Top-p: keep the likeliest words until they reach p"
				format={(p) => (p === 1 ? '1 (all)' : String(p))}
				{...bind('topp')}
			/>
		</ExplorableFrame>
	);
}
