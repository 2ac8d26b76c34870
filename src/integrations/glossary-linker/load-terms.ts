/**
 * Reads the glossary term files (content/glossary/terms/<slug>.json) for the linker. Lenient on
 * purpose: the data test and `db:seed` enforce the full schema; here a file that is not valid
 * JSON or lacks a slug, name or short definition is skipped with a warning, so a term being
 * written never breaks a build. The index is rebuilt only when the set of files changes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildTermIndex, type GlossaryTermSource, type TermIndex, type TermIndexOptions } from '../../lib/glossary/linker.ts';

export interface LoadedTerms {
	terms: GlossaryTermSource[];
	/** Files skipped, with the reason. */
	skipped: { file: string; reason: string }[];
}

export function readGlossaryTerms(dir: string): LoadedTerms {
	const terms: GlossaryTermSource[] = [];
	const skipped: { file: string; reason: string }[] = [];
	let files: string[];
	try {
		files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
	} catch (cause) {
		skipped.push({ file: dir, reason: `cannot read the directory: ${(cause as Error).message}` });
		return { terms, skipped };
	}
	for (const file of files) {
		let data: unknown;
		try {
			data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
		} catch (cause) {
			skipped.push({ file, reason: `invalid JSON: ${(cause as Error).message}` });
			continue;
		}
		const t = data as Partial<Record<keyof GlossaryTermSource, unknown>>;
		if (typeof t?.slug !== 'string' || typeof t.term !== 'string' || typeof t.short_definition !== 'string' || !t.short_definition.trim()) {
			skipped.push({ file, reason: 'needs string "slug", "term" and "short_definition"' });
			continue;
		}
		const strings = (value: unknown) => (Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : []);
		terms.push({
			slug: t.slug,
			term: t.term,
			aliases: strings(t.aliases),
			short_definition: t.short_definition,
			comprehensive_definition: typeof t.comprehensive_definition === 'string' ? t.comprehensive_definition : null,
			examples: strings(t.examples),
			example_sentences: strings(t.example_sentences),
		});
	}
	return { terms, skipped };
}

/** Names, sizes and modification times of the term files: changes when any file does. */
function signature(dir: string): string {
	try {
		return readdirSync(dir)
			.filter((name) => name.endsWith('.json'))
			.sort()
			.map((name) => {
				const s = statSync(join(dir, name));
				return `${name}:${s.size}:${s.mtimeMs}`;
			})
			.join('|');
	} catch {
		return '';
	}
}

export interface TermIndexCache {
	/** The index for the files as they are now (rechecked at most every `recheckMs`). */
	get(): TermIndex;
}

export function createTermIndexCache(
	dir: string,
	indexOptions: TermIndexOptions = {},
	{ recheckMs = 2000, log = console }: { recheckMs?: number; log?: Pick<Console, 'warn' | 'info'> } = {},
): TermIndexCache {
	let index: TermIndex | undefined;
	let sig = '';
	let checkedAt = 0;
	const warned = new Set<string>();
	return {
		get() {
			const now = Date.now();
			if (index && now - checkedAt < recheckMs) return index;
			checkedAt = now;
			const next = signature(dir);
			if (index && next === sig) return index;
			sig = next;
			const { terms, skipped } = readGlossaryTerms(dir);
			for (const { file, reason } of skipped) {
				const key = `${file}:${reason}`;
				if (warned.has(key)) continue;
				warned.add(key);
				log.warn(`[glossary-linker] skipped ${file}: ${reason}`);
			}
			index = buildTermIndex(terms, indexOptions);
			for (const c of index.conflicts) {
				const key = `conflict:${c.form}:${c.slug}`;
				if (warned.has(key)) continue;
				warned.add(key);
				log.warn(`[glossary-linker] "${c.form}" is claimed by ${[c.slug, ...c.ignored].join(', ')}; linking it to ${c.slug}`);
			}
			return index;
		},
	};
}
