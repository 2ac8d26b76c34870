/**
 * Each term page's "Last updated" date and public change log, loaded once per build for all
 * terms (src/server/glossary-source.ts).
 */
import { loadTermUpkeep, type TermUpkeep } from './server/glossary-source';

let loading: Promise<Map<string, TermUpkeep>> | undefined;

const NOTHING_KNOWN: TermUpkeep = { changes: [] };

export async function termUpkeep(slug: string): Promise<TermUpkeep> {
	loading ??= loadTermUpkeep();
	return (await loading).get(slug) ?? NOTHING_KNOWN;
}
