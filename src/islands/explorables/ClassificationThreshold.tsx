import {
	NEGATIVES,
	POSITIVES,
	confusion,
	describe,
	falsePositiveRate,
	recall,
	rocCurve,
} from '../../lib/explorables/classification-threshold';
import { pathThrough, scale } from '../../lib/explorables/plot';
import { ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = { th: { min: 0.05, max: 0.95, step: 0.05 } };
const DEFAULTS = { th: 0.5 };

const W = 320;
const H = 200;
const score = scale([0, 1], [70, W - 10]);
const rx = scale([0, 1], [40, 150]);
const ry = scale([0, 1], [H - 22, 68]);
const ROC = pathThrough(rocCurve().map(([f, r]) => [rx(f), ry(r)]));
const ROWS = [
	[POSITIVES, 'positives', 16],
	[NEGATIVES, 'negatives', 38],
] as const;

/** A threshold over twenty scored examples: the confusion matrix, precision, recall and ROC. */
export default function ClassificationThreshold() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const c = confusion(view.th);
	const cells = [
		['TP', c.tp, 0, 0],
		['FN', c.fn, 1, 0],
		['FP', c.fp, 0, 1],
		['TN', c.tn, 1, 1],
	] as const;
	return (
		<ExplorableFrame
			slug="classification-threshold"
			title="The classification threshold"
			notice="Each dot is an example placed by its model score; those at or right of the line are flagged positive (filled). Raise the threshold and fewer examples are flagged: recall falls or holds, and precision usually rises, though not at every step (from 0.6 to 0.7 it dips from 0.88 to 0.83, as two positives drop out). The point on the ROC curve moves down and left towards (0, 0)."
			said={describe(view.th)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`Ten positive and ten negative examples by score, with the threshold at ${view.th}; beside the ROC curve, the confusion matrix: ${c.tp} true positives, ${c.fn} false negatives, ${c.fp} false positives, ${c.tn} true negatives.`}
				>
					<g className={MUTED} fill="currentColor" stroke="currentColor" fontSize={11}>
						<line x1={score(view.th)} x2={score(view.th)} y1={4} y2={48} strokeWidth={1.5} />
						<path d={`M40 ${ry(1)}V${ry(0)}H150`} fill="none" />
						<line x1={40} y1={ry(0)} x2={150} y2={ry(1)} strokeDasharray="3 3" />
						<text x={95} y={H - 6} textAnchor="middle" stroke="none">
							false positive rate
						</text>
						<text
							transform={`translate(32 ${ry(0.5)})rotate(-90)`}
							textAnchor="middle"
							stroke="none"
						>
							recall
						</text>
						<text x={218} y={74} textAnchor="middle" stroke="none">
							flagged
						</text>
						<text x={278} y={74} textAnchor="middle" stroke="none">
							not flagged
						</text>
						{cells.map(([name, n, col, row]) => (
							<g key={name}>
								<rect x={190 + col * 60} y={80 + row * 50} width={56} height={46} fill="none" />
								<text x={218 + col * 60} y={108 + row * 50} textAnchor="middle" stroke="none">
									{name} {n}
								</text>
							</g>
						))}
					</g>
					{ROWS.map(([scores, label, cy], i) => (
						<g key={label} className={SERIES[i]} fill="currentColor" stroke="currentColor">
							<text x={0} y={cy + 4} fontSize={11} stroke="none">
								{label}
							</text>
							{scores.map((s) => (
								<circle key={s} cx={score(s)} cy={cy} r={4} fillOpacity={s >= view.th ? 1 : 0} />
							))}
						</g>
					))}
					<g className={SERIES[0]} fill="currentColor" stroke="currentColor">
						<path d={ROC} fill="none" strokeWidth={2} />
						<circle cx={rx(falsePositiveRate(c))} cy={ry(recall(c))} r={5} className={SERIES[1]} />
					</g>
				</Picture>
			}
		>
			<Slider label="Threshold" {...bind('th')} />
		</ExplorableFrame>
	);
}
