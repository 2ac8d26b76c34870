/**
 * Everything the page of one glossary term shows, read when the page is requested (the page is
 * rendered on demand: src/pages/glossary/[slug].astro), so an editor's save is on its page at
 * once. The database gives the term, its related terms' names, its neighbours in the A–Z order
 * and its change log; the build facts give the guides that mention it and its file's git date.
 */
import type { Client } from '@libsql/client';
import type { Context } from '@netlify/functions';
import { termToFileData, type TermFile } from '../lib/glossary/term-model.ts';
import { keepInOrder, neighboursInOrder, type Named } from '../lib/glossary/term-order.ts';
import type { Mention } from '../lib/glossary/mentions.ts';
import { publicChanges, type PublicChange, type RevisionSummary } from '../lib/glossary/history.ts';
import { buildFacts } from './build-facts.ts';
import { purgeGlossaryCache, termPageCacheHeaders } from './cdn-cache.ts';
import { DatabaseFailure, classifyDatabaseError } from './db-errors.ts';
import { getTermBySlug, termsVersion } from './glossary-repo.ts';
import { requestRebuild } from './rebuild.ts';
import { listPublicRevisionsOf } from './term-history.ts';

export interface TermPage {
	term: TermFile;
	previous: Named | null;
	next: Named | null;
	/** Related terms that exist, with their current names. */
	related: { slug: string; name: string }[];
	mentionedIn: Mention[];
	upkeep: TermUpkeep;
}

/** What a term page says about the entry's upkeep. */
export interface TermUpkeep {
	/** ISO date and time the entry last changed, when known. */
	updated?: string;
	/** Editors' changes to its text, newest first (src/lib/glossary/history.ts). */
	changes: PublicChange[];
}

/**
 * One term's upkeep from the date its file last changed in git (if known) and its editors'
 * revisions (newest first): "Last updated" is the later of the file's date and the newest change
 * to its text.
 */
export function termUpkeepOf(
	fileDate: string | undefined,
	revisions: readonly RevisionSummary[],
): TermUpkeep {
	const changes = publicChanges(revisions);
	const newest = changes[0]?.date;
	if (!newest) return fileDate ? { updated: fileDate, changes } : { changes };
	return {
		updated: fileDate && Date.parse(fileDate) > Date.parse(newest) ? fileDate : newest,
		changes,
	};
}

/**
 * Every term's slug and name in A–Z order, kept per process and read again only when the
 * glossary has changed since (terms_version counts every write): one small query per request,
 * one full read per change.
 */
let order: { version: number; names: Named[] } | undefined;

async function namesInOrder(db: Client): Promise<Named[]> {
	const version = await termsVersion(db);
	if (order?.version !== version) {
		const rows = (await db.execute('SELECT slug, term FROM terms')).rows;
		const names = rows.map((row) => ({ slug: String(row.slug), term: String(row.term) }));
		order = { version, names: keepInOrder(order?.names, names) };
	}
	return order.names;
}

/** The term page's data, or null when no term has this slug. */
export async function loadTermPage(db: Client, slug: string): Promise<TermPage | null> {
	const detail = await getTermBySlug(db, slug);
	if (!detail) return null;
	const [names, revisions] = await Promise.all([namesInOrder(db), listPublicRevisionsOf(db, slug)]);
	const { previous, next } = neighboursInOrder(names, detail);
	const facts = buildFacts();
	return {
		term: termToFileData(detail),
		previous,
		next,
		related: detail.related.map((r) => ({ slug: r.slug, name: r.term })),
		mentionedIn: facts.mentions[slug] ?? [],
		upkeep: termUpkeepOf(facts.fileDates[slug], revisions),
	};
}

/**
 * The response headers of a term page: caching, and a tag per term it shows (itself, its
 * neighbours, its related terms).
 */
export const termPageHeaders = (page: TermPage) =>
	termPageCacheHeaders([
		page.term.slug,
		...[page.previous, page.next].flatMap((n) => (n ? [n.slug] : [])),
		...page.related.map((r) => r.slug),
	]);

/**
 * After a write to the terms `slugs` (before and after: a rename or a new slug): the terms whose
 * pages may now be out of date besides those showing them — each term's new neighbours in the
 * A–Z order, whose previous/next links change when a term arrives between them.
 */
async function termPagesAfterWrite(
	db: Client,
	slugs: readonly (string | undefined)[],
): Promise<string[]> {
	const names = await namesInOrder(db);
	const out = new Set<string>();
	for (const slug of slugs) {
		if (!slug) continue;
		out.add(slug);
		const current = names.find((n) => n.slug === slug);
		if (!current) continue;
		const { previous, next } = neighboursInOrder(names, current);
		if (previous) out.add(previous.slug);
		if (next) out.add(next.slug);
	}
	return [...out];
}

/**
 * After a successful write to the term `id`: the glossary's cached answers are purged, and the
 * pages showing the term (src/server/cdn-cache.ts), and the static site is rebuilt
 * (src/server/rebuild.ts). Reading which pages those are may fail (the database busy with the
 * next write): the write stands, and the glossary's answers are purged.
 */
export async function publishWrite(
	req: Request,
	context: Context,
	db: Client,
	id: number,
): Promise<void> {
	let termPages: string[] = [];
	try {
		// The slugs the write touched: its revision's and the one before's (a rename, a delete).
		const { rows } = await db.execute({
			sql: 'SELECT slug FROM term_revisions WHERE term_id = ? ORDER BY revision DESC LIMIT 2',
			args: [id],
		});
		termPages = await termPagesAfterWrite(
			db,
			rows.map((row) => String(row.slug)),
		);
	} catch (cause) {
		console.error('Could not tell which term pages a write changed:', cause);
	}
	await purgeGlossaryCache({ termPages });
	requestRebuild(db, `${req.method} ${new URL(req.url).pathname}`, {
		waitUntil: context.waitUntil?.bind(context),
	});
}

/**
 * The answer when the database cannot serve a term page (busy, unreachable): 503 with the reason
 * and when to try again, never a server error. Anything else is a bug, and is thrown.
 */
export function unavailablePage(cause: unknown): Response {
	const failure = cause instanceof DatabaseFailure ? cause : classifyDatabaseError(cause);
	if (!failure) throw cause;
	console.error('A term page could not be read from the database:', failure.cause ?? failure);
	return new Response(failure.message, {
		status: 503,
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Retry-After': '30',
			'Cache-Control': 'no-store',
		},
	});
}
