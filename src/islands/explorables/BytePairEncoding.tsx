import { useEffect, useId, useRef, useState } from 'react';
import {
	cleanWord,
	CORPUS,
	describe,
	MERGES,
	split,
	tokenize,
} from '../../lib/explorables/byte-pair-encoding';
import { ExplorableFrame, MUTED, SERIES, Slider, useView, Picture } from './Frame';

const SETTINGS = { merges: { min: 0, max: MERGES.length, step: 1 } };
const DEFAULTS = { merges: 5 };
const WORD = 'lowest';

const W = 260;
const H = 140;
const CHAR = 6.6;

/** Where each symbol's box starts and how wide it is, from x = 72, 2 apart. */
function boxes(symbols: readonly string[]) {
	const out: { x: number; w: number }[] = [];
	let x = 72;
	for (const s of symbols) {
		const w = Math.round(s.length * CHAR + 6);
		out.push({ x, w });
		x += w + 2;
	}
	return out;
}

/** One row of symbols as boxes; the latest merge's symbols stand out. */
function Row({
	label,
	symbols,
	at,
	made,
}: {
	label: string;
	symbols: string[];
	at: number;
	made: string;
}) {
	const placed = boxes(symbols);
	return (
		<g>
			<text x={4} y={at} className={MUTED}>
				{label}
			</text>
			{symbols.map((s, i) => {
				const { x, w } = placed[i]!;
				return (
					<g key={i} className={s === made ? SERIES[1] : SERIES[0]}>
						<rect
							x={x}
							y={at - 12}
							width={w}
							height={16}
							rx={2}
							fillOpacity={0.12}
							stroke="currentColor"
						/>
						<text x={x + w / 2} y={at} textAnchor="middle">
							{s}
						</text>
					</g>
				);
			})}
		</g>
	);
}

/** BPE training on the paper's four words, step by step, and the reader's word cut with it. */
export default function BytePairEncoding() {
	const { view, bind, frame } = useView(SETTINGS, DEFAULTS);
	const [word, setWord] = useState(WORD);
	const input = useRef<HTMLInputElement>(null);
	const id = useId();
	useEffect(() => {
		// A word typed before the island woke up is kept.
		const typed = cleanWord(input.current?.value ?? WORD);
		if (typed !== WORD) setWord(typed);
	}, []);
	const learned = MERGES.slice(0, view.merges);
	const last = learned.at(-1);
	const made = last ? last.pair.join('') : '';
	const words = last ? last.words : CORPUS.map((c) => split(c.word));
	return (
		<ExplorableFrame
			slug="byte-pair-encoding"
			title="Byte-pair encoding, merge by merge"
			notice="BPE learns on four words from Sennrich and colleagues' paper, each ending in the end-of-word symbol </w>. Each merge joins the most frequent pair of neighbouring symbols; after five, “lowest”, a word it never saw, is cut into “low” and “est</w>”."
			said={describe(view.merges, word)}
			{...frame}
			picture={
				<Picture
					viewBox={`0 0 ${W} ${H}`}
					label={`The training words and "${word}" cut into symbols after ${view.merges} merges.`}
				>
					<g fontSize={11} fill="currentColor" fontFamily="monospace">
						<text x={4} y={12} className={SERIES[1]} fontWeight={600}>
							{last
								? `merge ${view.merges}: ${last.pair.join(' + ')} → ${made} (×${last.count})`
								: 'no merges yet: single characters'}
						</text>
						{CORPUS.map((c, i) => (
							<Row
								key={c.word}
								label={`${c.word} ×${c.count}`}
								symbols={words[i]!}
								at={36 + i * 22}
								made={made}
							/>
						))}
						<Row
							label="your word"
							symbols={word ? tokenize(word, learned) : []}
							at={130}
							made={made}
						/>
					</g>
				</Picture>
			}
		>
			<Slider label="Merges learned" {...bind('merges')} />
			<label htmlFor={id} className="mt-2 block text-sm">
				Your word (letters a to z)
			</label>
			<input
				ref={input}
				id={id}
				type="text"
				className="field min-h-11 w-full"
				value={word}
				maxLength={10}
				autoComplete="off"
				spellCheck={false}
				onChange={(e) => setWord(cleanWord(e.currentTarget.value))}
			/>
		</ExplorableFrame>
	);
}
