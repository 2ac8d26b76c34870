/**
 * Review cards to and from a file: tab-separated text with Anki's file headers (`#separator:tab`,
 * `#html:false`, `#notetype:Basic`, `#columns:…`), so Anki imports the front and back as Basic
 * notes, with their link and tags, and this site imports back the same cards with their schedules.
 * Anki reads the extra columns (label, id, schedule) as fields it may ignore.
 */
import type { LearnerState, ReviewCard, Schedule } from '../learning/state.ts';
import { newerCard } from '../learning/state.ts';

export const COLUMNS = [
	'Front',
	'Back',
	'Link',
	'Label',
	'Tags',
	'AI Atlas id',
	'AI Atlas schedule',
];

const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

/** The file's text: headers, then one card per line. `site` makes links absolute. */
export function exportCards(state: LearnerState, site: string): string {
	const lines = [
		'#separator:tab',
		'#html:false',
		'#notetype:Basic',
		'#deck:AI Atlas',
		`#tags column:${COLUMNS.indexOf('Tags') + 1}`,
		`#columns:${COLUMNS.join('\t')}`,
	];
	const cards = Object.values(state.cards)
		.filter((card) => card.active)
		.sort((a, b) => a.added - b.added || a.id.localeCompare(b.id));
	for (const card of cards) {
		const kind = card.id.split(':')[0];
		lines.push(
			[
				clean(card.content.prompt),
				clean(card.content.answer),
				new URL(card.content.href, site).href,
				clean(card.content.label),
				`ai-atlas ai-atlas::${kind}`,
				card.id,
				JSON.stringify({ ...card.schedule, added: card.added, version: card.content.version }),
			].join('\t'),
		);
	}
	return `${lines.join('\n')}\n`;
}

export interface ImportResult {
	cards: ReviewCard[];
	/** Lines that could not be read, each saying which line and field. */
	problems: string[];
}

const SCHEDULE_KEYS: (keyof Schedule)[] = [
	'due',
	'stability',
	'difficulty',
	'elapsed_days',
	'scheduled_days',
	'learning_steps',
	'reps',
	'lapses',
	'state',
];

/** Reads a file this site exported. */
export function parseExport(text: string, now: number): ImportResult {
	const cards: ReviewCard[] = [];
	const problems: string[] = [];
	const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
	if (!lines.some((line) => line.startsWith('#columns:') && line.includes('AI Atlas schedule')))
		return {
			cards,
			problems: [
				'This is not a review file exported by AI Atlas (its #columns header is missing).',
			],
		};
	lines.forEach((line, index) => {
		if (!line.trim() || line.startsWith('#')) return;
		const where = `Line ${index + 1}`;
		const fields = line.split('\t');
		if (fields.length !== COLUMNS.length) {
			problems.push(
				`${where}: expected ${COLUMNS.length} tab-separated fields, found ${fields.length}.`,
			);
			return;
		}
		const [prompt, answer, link, label, , id, scheduleText] = fields as string[];
		if (!id || !/^(term|question):\S+$/.test(id)) {
			problems.push(`${where}: "AI Atlas id" is not a card id.`);
			return;
		}
		let raw: Record<string, unknown>;
		try {
			raw = JSON.parse(scheduleText!) as Record<string, unknown>;
		} catch {
			problems.push(`${where}: "AI Atlas schedule" is not valid JSON.`);
			return;
		}
		const bad = SCHEDULE_KEYS.find(
			(key) => typeof raw[key] !== 'number' || !Number.isFinite(raw[key]),
		);
		if (bad) {
			problems.push(`${where}: "AI Atlas schedule" has no valid ${bad}.`);
			return;
		}
		let href: string;
		try {
			const url = new URL(link!);
			href = `${url.pathname}${url.hash}`;
		} catch {
			problems.push(`${where}: "Link" is not a URL.`);
			return;
		}
		const schedule = Object.fromEntries(
			SCHEDULE_KEYS.map((key) => [key, raw[key]]),
		) as unknown as Schedule;
		schedule.last_review = typeof raw.last_review === 'number' ? raw.last_review : null;
		cards.push({
			id,
			content: {
				prompt: prompt!,
				answer: answer!,
				href,
				label: label!,
				version: typeof raw.version === 'string' ? raw.version : '',
			},
			active: true,
			added: typeof raw.added === 'number' ? raw.added : now,
			schedule,
			at: now,
		});
	});
	return { cards, problems };
}

/**
 * Merges imported cards into the state: a card not there is added; one already there keeps
 * whichever copy was reviewed more recently (so importing an old export never rolls back).
 */
export function importCards(state: LearnerState, cards: ReviewCard[]) {
	const next = { ...state.cards };
	let added = 0;
	let updated = 0;
	for (const card of cards) {
		const current = next[card.id];
		if (!current) {
			next[card.id] = card;
			added++;
			continue;
		}
		const winner = newerCard(current, card);
		if (winner !== current || !current.active) {
			next[card.id] = { ...winner, active: true };
			updated++;
		}
	}
	return { state: { ...state, cards: next }, added, updated };
}
