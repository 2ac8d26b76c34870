/**
 * Draws many cards, on worker threads when there are enough of them and more than one core;
 * drawing is CPU-bound (layout, rasterising, compressing), so a cold build of ~900 cards takes
 * about half as long on two cores. A handful of cards (a warm build with a few new terms) is drawn
 * in the build's own thread, which saves starting the workers.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { loadCardFonts } from './fonts.ts';
import {
	createCardRenderer,
	type CardRendererOptions,
	type CardText,
	type RenderedCard,
} from './render.ts';

type Drawn = Pick<RenderedCard, 'png' | 'problems'>;

/** Below this many cards, starting workers costs more than it saves. */
const MIN_CARDS_FOR_WORKERS = 40;

/**
 * Draws every card, calling `done` with each result as it is ready (in no particular order).
 * Rejects with the first card that fails to draw.
 */
export async function drawCards<T extends { text: CardText }>(
	jobs: T[],
	options: Omit<CardRendererOptions, 'fonts'>,
	done: (job: T, drawn: Drawn) => Promise<void>,
	minCardsPerWorker = MIN_CARDS_FOR_WORKERS,
): Promise<void> {
	const threads = Math.min(availableParallelism(), Math.ceil(jobs.length / minCardsPerWorker));
	if (threads <= 1) {
		const renderer = createCardRenderer({ ...options, fonts: loadCardFonts() });
		for (const job of jobs) await done(job, await renderer.render(job.text));
		return;
	}
	let next = 0;
	const workers = Array.from(
		{ length: threads },
		() => new Worker(new URL('./worker.ts', import.meta.url), { workerData: options }),
	);
	try {
		await Promise.all(
			workers.map(async (worker) => {
				while (next < jobs.length) {
					const id = next++;
					const result = await new Promise<Drawn>((resolve, reject) => {
						const onMessage = (message: {
							id: number;
							png?: Uint8Array;
							problems?: string[];
							error?: string;
						}) => {
							if (message.id !== id) return;
							worker.off('message', onMessage);
							worker.off('error', reject);
							if (message.error !== undefined)
								reject(new Error(`Share card for "${jobs[id].text.title}": ${message.error}`));
							else resolve({ png: Buffer.from(message.png!), problems: message.problems! });
						};
						worker.on('message', onMessage);
						worker.once('error', reject);
						worker.postMessage({ id, text: jobs[id].text });
					});
					await done(jobs[id], result);
				}
			}),
		);
	} finally {
		await Promise.all(workers.map((worker) => worker.terminate()));
	}
}
