/**
 * Generated glossary terms for benchmarks: realistic sizes (a name, a slug, a one-line short
 * definition and a two-sentence comprehensive one, a category and a difficulty), unique names,
 * written straight into a database in large transactions.
 */
import type { Client } from '@libsql/client';

/** Fills a database with `count` generated terms in large transactions (FTS kept by triggers). */
export async function generateTerms(db: Client, count: number): Promise<void> {
	const words = [
		'neural',
		'vector',
		'gradient',
		'latent',
		'token',
		'kernel',
		'sparse',
		'agent',
		'reward',
		'tensor',
		'quantum',
		'graph',
		'signal',
		'policy',
		'model',
		'layer',
		'bias',
		'entropy',
		'margin',
		'prior',
	];
	const cats = [
		'Deep Learning:Architectures',
		'Machine Learning:Supervised Learning',
		'Mathematics:Linear Algebra',
		'Agentic AI:Agents',
	];
	const levels = ['beginner', 'intermediate', 'advanced'];
	const batchSize = 2000;
	for (let start = 0; start < count; start += batchSize) {
		const statements = [];
		for (let i = start; i < Math.min(count, start + batchSize); i++) {
			const a = words[i % words.length]!;
			const b = words[Math.floor(i / words.length) % words.length]!;
			const term = `${a[0]!.toUpperCase()}${a.slice(1)} ${b} ${i}`;
			const category = cats[i % cats.length]!;
			statements.push({
				sql: `INSERT INTO terms (term, slug, short_definition, comprehensive_definition, difficulty_level, categories)
					VALUES (?, ?, ?, ?, ?, ?)`,
				args: [
					term,
					`${a}-${b}-${i}`,
					`A generated ${a} ${b} term for benchmarking.`,
					`The ${a} ${b} concept number ${i}, generated to measure search and lookup latency at scale. It mentions ${words[(i * 7) % words.length]} and ${words[(i * 13) % words.length]}.`,
					levels[i % 3]!,
					category,
				],
			});
			const [primary, secondary] = category.split(':');
			statements.push({
				sql: 'INSERT INTO term_categories (term_id, primary_category, secondary) VALUES (last_insert_rowid(), ?, ?)',
				args: [primary!, secondary!],
			});
		}
		await db.batch(statements, 'write');
	}
}
