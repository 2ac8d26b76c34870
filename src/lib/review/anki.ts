/**
 * Review cards to and from a file: tab-separated text with Anki's file headers (`#separator:tab`,
 * `#html:false`, `#notetype:Basic`, `#deck:`, `#tags column:`, `#guid column:`, `#columns:`), so
 * Anki imports the front and back as Basic notes with their tags (the card id as the note's
 * identity, so a second import updates rather than duplicates), and this site imports back the
 * same cards with their schedules. The link, label and schedule columns are fields Anki's Basic
 * note type has no place for: its import dialog leaves them out. A multiple-choice card's front is
 * its prompt and lettered options, its back the right answer and why; its options travel whole in
 * the schedule column, so importing it back here gives the same card.
 */
import type { LearnerState, ReviewCard, Schedule } from '../learning/state.ts';
import { SCHEDULE_NUMBERS, isOwnCard, mergeCard } from '../learning/state.ts';
import { isLiveOwnCard, OWN_CARD_LIMITS, ownCardCount, ownCardProblems } from './own-cards.ts';
import { choiceFront, parseOptions, promptOfFront } from './question-cards.ts';

export const COLUMNS = [
	'Front',
	'Back',
	'Link',
	'Label',
	'Tags',
	'AI Atlas id',
	'AI Atlas schedule',
];

/** A field on one line; one starting with a quote is quoted, as Anki's CSV reader expects. */
const clean = (text: string) => {
	const line = text.replace(/[\t\r\n]+/g, ' ').trim();
	return line.startsWith('"') ? `"${line.replace(/"/g, '""')}"` : line;
};
const unquote = (field: string) =>
	field.startsWith('"') && field.endsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;

/** The file's text: headers, then one card per line. `site` makes links absolute. */
export function exportCards(state: LearnerState, site: string): string {
	const lines = [
		'#separator:tab',
		'#html:false',
		'#notetype:Basic',
		'#deck:AI Atlas',
		`#tags column:${COLUMNS.indexOf('Tags') + 1}`,
		// Importing the file again into Anki updates its notes instead of adding copies.
		`#guid column:${COLUMNS.indexOf('AI Atlas id') + 1}`,
		`#columns:${COLUMNS.join('\t')}`,
	];
	const cards = Object.values(state.cards)
		.filter((card) => card.active)
		.sort((a, b) => a.added - b.added || a.id.localeCompare(b.id));
	for (const card of cards) {
		const kind = card.id.split(':')[0];
		lines.push(
			[
				clean(choiceFront(card.content)),
				clean(card.content.answer),
				new URL(card.content.href, site).href,
				clean(card.content.label),
				`ai-atlas ai-atlas::${kind}`,
				card.id,
				JSON.stringify({
					...card.schedule,
					added: card.added,
					version: card.content.version,
					...(card.content.options ? { options: card.content.options } : {}),
					// A card the reader wrote keeps when its text was written; a suspended one stays so.
					...(card.editedAt !== undefined ? { edited: card.editedAt } : {}),
					...(card.suspended ? { suspended: true } : {}),
				}),
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
		const [prompt, answer, link, label, , id, scheduleText] = (fields as string[]).map(unquote);
		if (!id || !/^(term|question|own):\S+$/.test(id)) {
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
		if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
			problems.push(`${where}: "AI Atlas schedule" is not a schedule.`);
			return;
		}
		const bad = SCHEDULE_NUMBERS.find(
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
			href = '';
		}
		// A link leads to a page of this site, never elsewhere.
		if (!/^\/(glossary|topics)\/[\w-]+(#[\w-]+)?$/.test(href)) {
			problems.push(`${where}: "Link" is not a glossary term or guide address of this site.`);
			return;
		}
		const schedule = Object.fromEntries(
			SCHEDULE_NUMBERS.map((key) => [key, raw[key]]),
		) as unknown as Schedule;
		schedule.last_review = typeof raw.last_review === 'number' ? raw.last_review : null;
		const options = parseOptions(raw.options);
		// A card the reader wrote must fit the limits it was written under.
		const tooLong = isOwnCard(id) ? ownCardProblems({ prompt: prompt!, answer: answer! }) : [];
		if (tooLong.length) {
			problems.push(`${where}: ${tooLong.join(' ')}`);
			return;
		}
		const own = isOwnCard(id);
		const edited = typeof raw.edited === 'number' && Number.isFinite(raw.edited) ? raw.edited : now;
		cards.push({
			id,
			content: {
				prompt: promptOfFront(prompt!, options),
				answer: answer!,
				href,
				label: label!,
				version: typeof raw.version === 'string' ? raw.version : '',
				...(options ? { options } : {}),
			},
			active: true,
			// Importing a card puts it (back) in review, whatever a device did before.
			activeAt: now,
			added: typeof raw.added === 'number' ? raw.added : now,
			schedule,
			at: now,
			...(own ? { editedAt: edited } : {}),
			...(raw.suspended === true ? { suspended: true, suspendedAt: now } : {}),
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
	/** Own cards past the limit, left out. */
	let overLimit = 0;
	let room = OWN_CARD_LIMITS.cards - ownCardCount(state);
	const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
	for (const card of cards) {
		const current = next[card.id];
		if (isOwnCard(card.id) && !(current && isLiveOwnCard(current))) {
			if (room <= 0) {
				overLimit++;
				continue;
			}
			room--;
		}
		if (!current) {
			next[card.id] = card;
			added++;
			continue;
		}
		const merged = mergeCard(current, card);
		if (
			!same(merged.schedule, current.schedule) ||
			!same(merged.content, current.content) ||
			!current.active
		) {
			next[card.id] = merged;
			updated++;
		}
	}
	return { state: { ...state, cards: next }, added, updated, overLimit };
}
