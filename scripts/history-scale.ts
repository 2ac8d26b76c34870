/**
 * How editors' history behaves at scale: `npm run bench:history -- --terms 100000 --revisions 10`.
 * Builds a throwaway database with that many generated terms, gives each term that many revisions
 * of real-sized entries (the fields of the glossary's own term files, in turn), then measures the
 * space history takes, listing a term's history, reading one revision, restoring one, deleting
 * terms and listing the recently deleted ones. Prints a Markdown table (docs/performance.md).
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readTermFiles } from '../src/server/glossary-seed.ts';
import { deleteTerm } from '../src/server/glossary-repo.ts';
import {
	getRevision,
	listDeletedTerms,
	listHistory,
	restoreRevision,
} from '../src/server/term-history.ts';
import { fieldsOf, packFields } from '../src/server/term-revisions.ts';
import { termFileToInput } from '../src/lib/glossary/term-model.ts';
import { generateTerms } from './generated-terms.ts';
import { figures, percentile, withDatabase } from './bench-harness.ts';

const { values } = parseArgs({
	options: {
		terms: { type: 'string', default: '10000' },
		revisions: { type: 'string', default: '10' },
		samples: { type: 'string', default: '200' },
	},
});
const TERMS = Number(values.terms);
const REVISIONS = Number(values.revisions);
const SAMPLES = Number(values.samples);

async function timed(runs: number, run: (i: number) => Promise<unknown>) {
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		await run(i);
		times.push(performance.now() - start);
	}
	return `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;
}

await withDatabase(
	'history',
	async (db, file) => {
		const sizeOf = () =>
			['', '-wal'].reduce(
				(sum, ext) => sum + (statSync(file + ext, { throwIfNoEntry: false })?.size ?? 0),
				0,
			);
		const startedAt = performance.now();
		await generateTerms(db, TERMS);
		await db.execute('PRAGMA wal_checkpoint(TRUNCATE)');
		const withoutHistory = sizeOf();

		// Real entries, so a revision is as large as one of the glossary's own terms.
		const pool = readTermFiles().terms.map((file) => fieldsOf(termFileToInput(file)));
		const averageJson =
			pool.reduce((sum, fields) => sum + Buffer.byteLength(JSON.stringify(fields)), 0) /
			pool.length;

		const ids = (await db.execute('SELECT id, term, slug FROM terms ORDER BY id')).rows.map(
			(row) => ({
				id: Number(row.id),
				term: String(row.term),
				slug: String(row.slug),
			}),
		);
		const batch = 1000;
		for (let start = 0; start < ids.length; start += batch) {
			const statements = [];
			for (const term of ids.slice(start, start + batch)) {
				for (let revision = 1; revision <= REVISIONS; revision++) {
					const fields = {
						...pool[(term.id * REVISIONS + revision) % pool.length]!,
						term: term.term,
						slug: term.slug,
					};
					statements.push({
						sql: `INSERT INTO term_revisions (term_id, revision, action, slug, term, fields, changed, editor, note, created_at)
						VALUES (?, ?, ?, ?, ?, ?, 'comprehensive_definition', 'bench', 'Generated revision', ?)`,
						args: [
							term.id,
							revision,
							revision === 1 ? 'create' : 'update',
							term.slug,
							term.term,
							packFields(fields),
							new Date(Date.UTC(2026, 0, 1) + revision * 60_000).toISOString(),
						],
					});
				}
			}
			await db.batch(statements, 'write');
		}
		await db.execute('PRAGMA wal_checkpoint(TRUNCATE)');
		const withHistory = sizeOf();
		const fill = (performance.now() - startedAt) / 1000;

		const pick = (i: number) => ids[(i * 7919) % ids.length]!;
		const change = { editor: 'bench', note: 'Benchmark restore' };
		console.log(
			`\n${TERMS.toLocaleString('en')} terms × ${REVISIONS} revisions (filled in ${fill.toFixed(0)} s)\n`,
		);
		const table = figures();
		table.add(
			'average revision (fields JSON of a real term)',
			`${(averageJson / 1024).toFixed(1)} KB`,
		);
		table.add('database without history', `${(withoutHistory / 2 ** 20).toFixed(0)} MB`);
		table.add(
			'with history',
			`${(withHistory / 2 ** 20).toFixed(0)} MB (${((withHistory - withoutHistory) / (TERMS * REVISIONS) / 1024).toFixed(1)} KB a revision on disk)`,
		);
		table.add(
			'list a term’s history (50 newest)',
			await timed(SAMPLES, (i) => listHistory(db, pick(i).slug)),
		);
		table.add(
			'read one revision',
			await timed(SAMPLES, (i) => getRevision(db, pick(i).slug, 1 + (i % REVISIONS))),
		);
		table.add(
			'restore a revision (a new revision)',
			await timed(Math.min(SAMPLES, 100), (i) => restoreRevision(db, pick(i).slug, 1, change)),
		);
		table.add(
			'delete a term (keeps its last version)',
			await timed(100, (i) => deleteTerm(db, pick(i + 100_003).id, { change })),
		);
		table.add('list recently deleted terms (100)', await timed(20, () => listDeletedTerms(db, 90)));
		table.printTable('measure', 'value');
	},
	{ seed: false },
);
