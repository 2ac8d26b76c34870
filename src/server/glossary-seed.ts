/** Loading the glossary seed files (content/glossary/terms/*.json) into a database. */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { TermFileSchema, termFileToInput, type TermFile } from '../lib/glossary/schema.ts';
import { countTerms, upsertTermBySlug } from './glossary-repo.ts';

export const GLOSSARY_TERMS_DIR = 'content/glossary/terms';

export interface SeedFileError {
	file: string;
	message: string;
}

/**
 * Reads and validates every term file. Returns the valid terms and a list of problems (file and
 * field) for the others; the slug must equal the file name.
 */
export function readTermFiles(dir = GLOSSARY_TERMS_DIR): { terms: TermFile[]; errors: SeedFileError[] } {
	const terms: TermFile[] = [];
	const errors: SeedFileError[] = [];
	if (!existsSync(dir)) return { terms, errors };
	for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
		let data: unknown;
		try {
			data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
		} catch (cause) {
			errors.push({ file, message: `invalid JSON: ${(cause as Error).message}` });
			continue;
		}
		const parsed = TermFileSchema.safeParse(data);
		if (!parsed.success) {
			for (const issue of parsed.error.issues) errors.push({ file, message: `${issue.path.join('.') || '(file)'}: ${issue.message}` });
			continue;
		}
		if (`${parsed.data.slug}.json` !== file) {
			errors.push({ file, message: `slug "${parsed.data.slug}" does not match the file name` });
			continue;
		}
		terms.push(parsed.data);
	}
	return { terms, errors };
}

/** Upserts every valid term file by slug. Throws if any file is invalid, before writing anything. */
export async function seedGlossary(db: Client, dir = GLOSSARY_TERMS_DIR): Promise<{ created: number; updated: number }> {
	const { terms, errors } = readTermFiles(dir);
	if (errors.length) {
		throw new Error(`Invalid glossary files:\n${errors.map((e) => `  ${e.file}: ${e.message}`).join('\n')}`);
	}
	let created = 0;
	let updated = 0;
	for (const file of terms) {
		const outcome = await upsertTermBySlug(db, { ...termFileToInput(file), slug: file.slug });
		if (outcome === 'created') created++;
		else updated++;
	}
	return { created, updated };
}

/** Seeds an empty database; leaves one that already has terms alone. Returns terms created. */
export async function seedIfEmpty(db: Client, dir = GLOSSARY_TERMS_DIR): Promise<number> {
	if ((await countTerms(db)) > 0) return 0;
	return (await seedGlossary(db, dir)).created;
}
