import {
	attend,
	D,
	describe,
	KEYS,
	QUERIES,
	TOKENS,
	VALUES,
	type Token,
	type Vector,
} from '../../lib/explorables/attention-weights';
import { Choice, ExplorableFrame, MUTED, SERIES, useView, Picture } from './Frame';

const SETTINGS = {
	attq: { options: TOKENS },
	attscale: { options: ['on', 'off'] },
};
const DEFAULTS = { attq: 'the', attscale: 'on' };

const W = 320;
const H = 152;
const BAR = 64;
const COLUMNS = [4, 64, 110, 152, 190] as const;
const vec = (v: Vector) => `[${v.join(', ')}]`;
const two = (v: number) => String(Math.round(v * 100) / 100);

/** Self-attention from one query word of "the cat sat down": scores, softmax, weighted sum. */
export default function AttentionWeights() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const token = view.attq as Token;
	const scale = view.attscale === 'on';
	const { scores, scaled, weights, output } = attend(QUERIES[token], KEYS, VALUES, scale);
	const head = ['word', 'key k', 'value v', 'q·k', scale ? `÷√${D}` : 'unscaled'];
	return (
		<ExplorableFrame
			slug="attention-weights"
			title="Attention weights, step by step"
			notice="One word's query is compared with every word's key: the dot products, divided by √2, go through a softmax, and the weights that come out sum to 100% (before rounding). The query's output is the values mixed in those proportions: here “the” takes most from its noun, “cat”. With a fourth word, “down”, “sat” gives “cat” 51%, not the 58% of the guide's three-word example."
			said={describe(token, scale)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`Attention of the query "${token}" over the words of "the cat sat down": scores, weights and output.`}
				>
					<g fontSize={12} fill="currentColor">
						<text x={4} y={12} className={SERIES[1]} fontWeight={600}>
							query “{token}”: q = {vec(QUERIES[token])}
						</text>
						<g className={MUTED}>
							{head.map((h, i) => (
								<text key={h} x={COLUMNS[i]} y={32} textAnchor={i ? 'middle' : 'start'}>
									{h}
								</text>
							))}
							<text x={W - 4} y={32} textAnchor="end">
								weight
							</text>
						</g>
						{TOKENS.map((t, i) => {
							const row = 52 + i * 20;
							const cells = [t, vec(KEYS[i]!), vec(VALUES[i]!), String(scores[i]), two(scaled[i]!)];
							return (
								<g key={t}>
									{cells.map((c, j) => (
										<text key={j} x={COLUMNS[j]} y={row} textAnchor={j ? 'middle' : 'start'}>
											{c}
										</text>
									))}
									<rect
										x={212}
										y={row - 10}
										width={Math.max(1, Math.round(weights[i]! * BAR))}
										height={12}
										className={SERIES[0]}
									/>
									<text x={W - 4} y={row} textAnchor="end">
										{Math.round(weights[i]! * 100)}%
									</text>
								</g>
							);
						})}
						<text x={4} y={142} className={SERIES[1]} fontWeight={600}>
							output = Σ weight × v = [{output.map(two).join(', ')}]
						</text>
					</g>
				</Picture>
			}
		>
			<Choice legend="Query word" labels={TOKENS} {...bind('attq')} />
			<Choice
				legend="Divide the scores by √dₖ"
				labels={['Yes, as transformers do', 'No']}
				{...bind('attscale')}
			/>
		</ExplorableFrame>
	);
}
