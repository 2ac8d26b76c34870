import { scale } from '../../lib/explorables/plot';
import {
	describe,
	MEASURES,
	nearest,
	WORD_NAMES,
	WORDS,
	type Measure,
} from '../../lib/explorables/word-vectors';
import { Choice, ExplorableFrame, MUTED, SERIES, useView, Picture } from './Frame';

const SETTINGS = {
	word: { options: WORD_NAMES },
	measure: { options: MEASURES },
};
const DEFAULTS = { word: 'cat', measure: 'cosine' };

const W = 300;
const H = 200;
const x = scale([-5, 5], [10, W - 10]);
const y = scale([-0.5, 4.5], [H - 10, 16]);
const r = (v: number) => Math.round(v);

/** Nine made-up word vectors in 2-D: pick a word and see its nearest by cosine or distance. */
export default function WordVectors() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const near = new Set(
		nearest(view.word, view.measure as Measure)
			.slice(0, 3)
			.map((n) => n.word),
	);
	const arrow = (w: string) => {
		const [a, b] = WORDS[w]!;
		return <line key={w} x1={x(0)} y1={y(0)} x2={r(x(a))} y2={r(y(b))} />;
	};
	return (
		<ExplorableFrame
			slug="word-vectors"
			title="Word vectors and cosine similarity"
			notice="Nine words as arrows in a made-up two-dimensional space (real embeddings have hundreds of dimensions). Cosine similarity compares only the arrows' directions: cat and kitten point the same way, so their cosine is 1 although kitten's arrow is half as long, while straight-line distance puts dog nearer to cat."
			said={describe(view.word, view.measure as Measure)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`Nine word vectors drawn as arrows from the origin; "${view.word}" and its three nearest words by ${view.measure} are highlighted.`}
				>
					<g className={MUTED} stroke="currentColor" strokeWidth={1}>
						<line x1={10} x2={W - 10} y1={y(0)} y2={y(0)} strokeDasharray="3 3" />
						<line x1={x(0)} x2={x(0)} y1={10} y2={H - 10} strokeDasharray="3 3" />
						{WORD_NAMES.filter((w) => w !== view.word && !near.has(w)).map(arrow)}
					</g>
					<g className={SERIES[0]} stroke="currentColor" strokeWidth={2}>
						{[...near].map(arrow)}
					</g>
					<g className={SERIES[1]} stroke="currentColor" strokeWidth={3}>
						{arrow(view.word)}
					</g>
					<g className="text-slate-900 dark:text-white" fill="currentColor" fontSize={12}>
						{WORD_NAMES.map((w) => {
							const [a, b] = WORDS[w]!;
							return (
								<g key={w}>
									<circle cx={r(x(a))} cy={r(y(b))} r={3} />
									<text
										x={r(x(a)) + (a < 0 ? -5 : 5)}
										y={r(y(b)) - 4}
										textAnchor={a < 0 ? 'end' : 'start'}
										fontWeight={w === view.word ? 'bold' : undefined}
									>
										{w}
									</text>
								</g>
							);
						})}
					</g>
				</Picture>
			}
		>
			<Choice legend="Word" labels={WORD_NAMES} {...bind('word')} />
			<Choice
				legend="Nearest by"
				labels={['Cosine similarity', 'Straight-line distance']}
				{...bind('measure')}
			/>
		</ExplorableFrame>
	);
}
