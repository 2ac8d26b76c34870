/**
 * Term files (content/glossary/terms/<slug>.json): the one reader of them, and seeding them into a
 * database. The content collection, the glossary linker, the data tests and `db:seed` all read
 * term files through `readTermFiles`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Client } from '@libsql/client';
import { z, type ZodType } from 'zod';
import { ONE_WAY_LINKS_FILE, type OneWayLink } from '../lib/glossary/lint.ts';
import { TermFileSchema } from '../lib/glossary/schema.ts';
import {
	termFileText,
	termFileToInput,
	termToFileData,
	type TermFile,
} from '../lib/glossary/term-model.ts';
import { countTerms, listTermsForExport, seedTerm } from './glossary-repo.ts';

export const GLOSSARY_TERMS_DIR = 'content/glossary/terms';

export interface TermFileProblem {
	file: string;
	message: string;
}

/** Parses a JSON file's text with `schema`; each problem names the file and the field. */
function parseJsonFile<T>(
	file: string,
	text: string,
	schema: ZodType<T>,
): { value: T } | { problems: TermFileProblem[] } {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (cause) {
		return { problems: [{ file, message: `invalid JSON: ${(cause as Error).message}` }] };
	}
	const parsed = schema.safeParse(data);
	if (parsed.success) return { value: parsed.data };
	return {
		problems: parsed.error.issues.map((issue) => {
			const keys = (issue as { keys?: string[] }).keys;
			const where = issue.path.join('.') || (keys ? keys.join(', ') : '(file)');
			return { file, message: `${where}: ${issue.message}` };
		}),
	};
}

/** Parses one term file's text; the slug must equal the file name. */
function parseTermFile(
	file: string,
	text: string,
): { term: TermFile } | { problems: TermFileProblem[] } {
	const parsed = parseJsonFile(file, text, TermFileSchema);
	if ('problems' in parsed) return parsed;
	if (`${parsed.value.slug}.json` !== file)
		return {
			problems: [{ file, message: `slug "${parsed.value.slug}" does not match the file name` }],
		};
	return { term: parsed.value };
}

/**
 * Reads and validates every term file, sorted by file name. Returns the valid terms and the
 * problems (file and field) of the others.
 */
export function readTermFiles(dir = GLOSSARY_TERMS_DIR): {
	terms: TermFile[];
	errors: TermFileProblem[];
} {
	const terms: TermFile[] = [];
	const errors: TermFileProblem[] = [];
	if (!existsSync(dir)) return { terms, errors };
	for (const file of readdirSync(dir)
		.filter((name) => name.endsWith('.json'))
		.sort()) {
		const result = parseTermFile(file, readFileSync(join(dir, file), 'utf8'));
		if ('term' in result) terms.push(result.term);
		else errors.push(...result.problems);
	}
	return { terms, errors };
}

/**
 * Writes one term file exactly as glossary:export does (the model's field order and JSON layout);
 * a file that already holds that text is left alone. Returns whether it wrote.
 */
export function writeTermFile(dir: string, file: TermFile): boolean {
	const text = termFileText(file);
	const path = join(dir, `${file.slug}.json`);
	if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
	writeFileSync(path, text);
	return true;
}

const OneWayLinksSchema = z.array(
	z.strictObject({ from: z.string(), to: z.string(), reason: z.string() }),
);

/**
 * The related links recorded as one-way on purpose: `one-way-links.json` beside the folder of term
 * files (content/glossary/one-way-links.json). No file means none.
 */
export function readOneWayLinks(dir = GLOSSARY_TERMS_DIR): {
	links: OneWayLink[];
	errors: TermFileProblem[];
} {
	const path = join(dirname(dir), ONE_WAY_LINKS_FILE);
	if (!existsSync(path)) return { links: [], errors: [] };
	const parsed = parseJsonFile(ONE_WAY_LINKS_FILE, readFileSync(path, 'utf8'), OneWayLinksSchema);
	return 'value' in parsed
		? { links: parsed.value, errors: [] }
		: { links: [], errors: parsed.problems };
}

export interface SeedResult {
	created: number;
	updated: number;
	/** Slugs an editor changed after the file's version: left as the editor saved them. */
	conflicts: string[];
}

/**
 * Upserts every term file by slug. Throws if any file is invalid, before writing anything. Terms
 * an editor changed after the file's version are skipped and listed, unless `force`.
 */
export async function seedGlossary(
	db: Client,
	{ dir = GLOSSARY_TERMS_DIR, force = false }: { dir?: string; force?: boolean } = {},
): Promise<SeedResult> {
	const { terms, errors } = readTermFiles(dir);
	if (errors.length) {
		throw new Error(
			`Invalid glossary files:\n${errors.map((e) => `  ${e.file}: ${e.message}`).join('\n')}`,
		);
	}
	const result: SeedResult = { created: 0, updated: 0, conflicts: [] };
	for (const file of terms) {
		const outcome = await seedTerm(
			db,
			{ ...termFileToInput(file), slug: file.slug },
			file.updated_at ?? null,
			{ force },
		);
		if (outcome === 'created') result.created++;
		else if (outcome === 'updated') result.updated++;
		else result.conflicts.push(file.slug);
	}
	return result;
}

/** Seeds an empty database; leaves one that already has terms alone. Returns terms created. */
export async function seedIfEmpty(db: Client, dir = GLOSSARY_TERMS_DIR): Promise<number> {
	if ((await countTerms(db)) > 0) return 0;
	return (await seedGlossary(db, { dir })).created;
}

export interface ExportResult {
	written: number;
	/** Files whose term is not in the database (removed when `prune`). */
	orphans: string[];
}

/**
 * Writes every term in the database to `<dir>/<slug>.json` (glossary:export). A term an editor
 * saved carries its database version, which tells a later seed that the file holds that edit.
 * Files of terms not in the database are listed, and removed only with `prune`.
 */
export async function exportGlossary(
	db: Client,
	{ dir = GLOSSARY_TERMS_DIR, prune = false }: { dir?: string; prune?: boolean } = {},
): Promise<ExportResult> {
	const rows = await listTermsForExport(db);
	mkdirSync(dir, { recursive: true });
	const keep = new Set<string>();
	for (const { term, version } of rows) {
		keep.add(`${term.slug}.json`);
		writeTermFile(dir, termToFileData({ ...term, updated_at: version ?? undefined }));
	}
	const orphans = readdirSync(dir).filter((file) => file.endsWith('.json') && !keep.has(file));
	if (prune) for (const file of orphans) rmSync(join(dir, file));
	return { written: rows.length, orphans };
}
