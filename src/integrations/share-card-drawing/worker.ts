/**
 * A worker thread that draws cards, so a build with many new cards uses every core (see
 * ./draw.ts). It receives the renderer's options once and then one card's text per message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadCardFonts } from './fonts.ts';
import { createCardRenderer, type CardText } from './render.ts';

const renderer = createCardRenderer({ ...workerData, fonts: loadCardFonts() });

parentPort!.on('message', async ({ id, text }: { id: number; text: CardText }) => {
	try {
		const { png, problems } = await renderer.render(text);
		parentPort!.postMessage({ id, png, problems });
	} catch (error) {
		parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
	}
});
