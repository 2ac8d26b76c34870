import { useMemo, useState } from 'react';
import {
	best,
	bestAction,
	CELLS,
	describe,
	GOAL,
	greedyPath,
	PIT,
	SIZE,
	START,
	train,
} from '../../lib/explorables/q-learning-grid';
import { ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = {
	alpha: { min: 0.05, max: 1, step: 0.05 },
	gamma: { min: 0.5, max: 0.95, step: 0.05 },
};
const DEFAULTS = { alpha: 0.5, gamma: 0.9 };
/** The picture before anyone presses a button: values part-way back from the goal. */
const FIRST_EPISODES = 30;

const CELL = 66;
const PAD = 2;
const SIDE = SIZE * CELL;
const ARROWS = ['↑', '→', '↓', '←'];
const at = (s: number) => [PAD + (s % SIZE) * CELL, PAD + Math.floor(s / SIZE) * CELL] as const;
const GRID = Array.from(
	{ length: SIZE + 1 },
	(_, i) => `M${PAD} ${PAD + i * CELL}h${SIDE}M${PAD + i * CELL} ${PAD}v${SIDE}`,
).join('');
const two = (v: number) => String(Math.round(v * 100) / 100 + 0).replace('-', '−');

/** Q-learning on a 4 × 4 grid: each cell's best action and value, and the greedy path. */
export default function QLearningGrid() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const [episodes, setEpisodes] = useState(FIRST_EPISODES);
	const table = useMemo(
		() => train(view.alpha, view.gamma, episodes),
		[view.alpha, view.gamma, episodes],
	);
	const path = greedyPath(table);
	const cells = Array.from({ length: CELLS }, (_, s) => s);
	return (
		<ExplorableFrame
			slug="q-learning-grid"
			title="Q-learning on a grid world"
			notice="The agent learns the value of each move on a 4 × 4 grid: +1 for reaching the goal, −1 for the pit, 0 otherwise. Each cell shows its best move and that move's Q-value, shaded by it; outlined cells are the greedy path from the start (S). After 30 episodes the values have spread back from the goal but not yet to the start; run more and they settle, each step further from the goal multiplying the value by γ, and the greedy path becomes a shortest route."
			said={describe(view.alpha, view.gamma, episodes, table)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${SIDE + 2 * PAD} ${SIDE + 2 * PAD}`}
					label={`A 4 by 4 grid with the goal at the top right and the pit below it, after ${episodes} episodes: each cell's best move as an arrow and its value, and the greedy path from the start outlined.`}
				>
					<g className={SERIES[0]} fill="currentColor">
						{cells.map((s) => {
							const v = s === GOAL ? 1 : best(table[s]!);
							return v > 0 && s !== PIT ? (
								<rect
									key={s}
									x={at(s)[0]}
									y={at(s)[1]}
									width={CELL}
									height={CELL}
									fillOpacity={Math.round(v * 45) / 100}
								/>
							) : null;
						})}
					</g>
					<rect
						className={SERIES[1]}
						fill="currentColor"
						fillOpacity={0.35}
						x={at(PIT)[0]}
						y={at(PIT)[1]}
						width={CELL}
						height={CELL}
					/>
					<path d={GRID} className={MUTED} stroke="currentColor" />
					<g className={SERIES[2]} stroke="currentColor" fill="none" strokeWidth={3}>
						{path.map((s) => (
							<rect key={s} x={at(s)[0] + 4} y={at(s)[1] + 4} width={CELL - 8} height={CELL - 8} />
						))}
					</g>
					<g className="text-slate-900 dark:text-white" fill="currentColor" textAnchor="middle">
						{cells.map((s) => {
							const [x, y] = at(s);
							const a = bestAction(table[s]!);
							const [top, bottom] =
								s === GOAL
									? ['+1', 'goal']
									: s === PIT
										? ['−1', 'pit']
										: [a === null ? '·' : ARROWS[a], two(best(table[s]!))];
							return (
								<g key={s}>
									<text x={x + CELL / 2} y={y + 32} fontSize={20}>
										{top}
									</text>
									<text x={x + CELL / 2} y={y + 52} fontSize={12}>
										{bottom}
									</text>
								</g>
							);
						})}
						<text x={at(START)[0] + 16} y={at(START)[1] + 21} fontSize={12}>
							S
						</text>
					</g>
				</Picture>
			}
		>
			<Slider label="Learning rate α" {...bind('alpha')} />
			<Slider label="Discount factor γ" {...bind('gamma')} />
			<div className="mt-3 flex flex-wrap gap-2">
				<button
					type="button"
					className="btn-secondary min-h-11"
					onClick={() => setEpisodes((n) => n + 1)}
				>
					Run 1 episode
				</button>
				<button
					type="button"
					className="btn-secondary min-h-11"
					onClick={() => setEpisodes((n) => n + 50)}
				>
					Run 50 episodes
				</button>
				<button type="button" className="btn-secondary min-h-11" onClick={() => setEpisodes(0)}>
					Reset
				</button>
			</div>
		</ExplorableFrame>
	);
}
