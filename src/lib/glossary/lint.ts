/**
 * The glossary's editorial rules, in one place: what makes a term file good to publish, as opposed
 * to what makes it loadable (the term model's limits). A finding is advice for the writer; it never
 * stops a term from being saved, seeded or built. `npm run glossary:lint` prints the findings per
 * term and `npm test` requires none on the committed files. content/glossary/README.md explains the
 * same rules for writers.
 */
import { isTaxonomyCategory } from './taxonomy.ts';
import type { FieldName, TermFile } from './term-model.ts';
import { isDisplayMaths } from '../maths/syntax.ts';

export const EDITORIAL_RULES = {
	shortDefinition: { min: 40, max: 300 },
	comprehensiveDefinition: { min: 200, maxParagraphs: 4 },
	examples: { min: 1, max: 3 },
	exampleSentences: { min: 1, max: 2 },
	categories: { min: 1, max: 3 },
	relatedTerms: { min: 2, max: 6 },
	metaTitle: { max: 70 },
	metaDescription: { max: 160 },
} as const;

/**
 * Terms that are alternatives to the same thing share a difficulty level (the README's rubric:
 * "siblings share a level"). Each group lists slugs; slugs not in the glossary are ignored.
 */
export const DIFFICULTY_FAMILIES: readonly (readonly string[])[] = [
	['byte-pair-encoding', 'wordpiece', 'sentencepiece', 'unigram-tokenization'],
	['bert', 't5', 'elmo'],
	['resnet', 'mobilenet', 'vggnet', 'efficientnet', 'inception'],
	['relu', 'leaky-relu', 'gelu', 'elu', 'silu', 'softplus', 'tanh', 'sigmoid-function'],
	['positional-encoding', 'transformer', 'multi-head-attention'],
	['batch-normalization', 'layer-normalization', 'rmsnorm', 'group-normalization'],
	['adam', 'adamw', 'rmsprop', 'adagrad', 'nesterov-momentum'],
	['lora', 'parameter-efficient-fine-tuning', 'adapter', 'prefix-tuning', 'prompt-tuning'],
	['dependency-parsing', 'constituency-parsing'],
	['q-learning', 'sarsa'],
	['top-k-sampling', 'top-p-sampling', 'temperature'],
	['breadth-first-search', 'depth-first-search'],
	['true-positive', 'true-negative', 'false-positive', 'false-negative'],
	['precision', 'recall', 'specificity', 'f1-score'],
	['grid-search', 'random-search'],
	['he-initialization', 'xavier-initialization'],
	['lime', 'shap'],
];

/**
 * Terms whose "Pronunciation:" paragraph an editor has judged useful (content/glossary/README.md
 * says when: names whose spoken form is not obvious from the spelling, people's names and
 * non-English words, words learners often say wrong). A term not listed here, whose name has no
 * accented letter or possessive (Bayes', Simpson's), gets a finding for its paragraph.
 */
export const PRONUNCIATION_ALLOWED: ReadonlySet<string> = new Set([
	'a-star-search',
	'adaboost',
	'arima',
	'bayes-theorem',
	'bayesian-inference',
	'bayesian-network',
	'bernoulli-distribution',
	'bertscore',
	'bleu',
	'chi-squared-test',
	'cifar-10',
	'claude',
	'cuda',
	'dall-e',
	'dbscan',
	'eigenvalues-and-eigenvectors',
	'epoch',
	'epsilon-greedy',
	'euclidean-distance',
	'frechet-inception-distance',
	'gaussian-mixture-model',
	'gaussian-splatting',
	'gelu',
	'gemini',
	'generative-adversarial-network',
	'gguf',
	'gini-impurity',
	'he-initialization',
	'hessian-matrix',
	'hidden-markov-model',
	'huber-loss',
	'jaccard-index',
	'jacobian-matrix',
	'jax',
	'keras',
	'kolmogorov-arnold-network',
	'kubernetes',
	'kullback-leibler-divergence',
	'kv-cache',
	'lagrange-multipliers',
	'latent-dirichlet-allocation',
	'leaky-relu',
	'logits',
	'lora',
	'markov-chain-monte-carlo',
	'markov-chain',
	'maximum-a-posteriori-estimation',
	'mnist',
	'muzero',
	'naive-bayes',
	'nesterov-momentum',
	'normal-distribution',
	'numpy',
	'onnx',
	'partially-observable-markov-decision-process',
	'poisson-distribution',
	'qlora',
	'regular-expression',
	'relu',
	'restricted-boltzmann-machine',
	'ridge-regression',
	'rmsprop',
	'rouge',
	'scikit-learn',
	'shap',
	'stochastic-gradient-descent',
	'swiglu',
	't-sne',
	'tanh',
	'umap',
	'word2vec',
	'xavier-initialization',
]);

export interface LintFinding {
	slug: string;
	field: FieldName;
	message: string;
}

const PRONUNCIATION = 'Pronunciation:';

/** Whether a name's spoken form may not be obvious from its spelling. */
export function mayNeedPronunciation(term: Pick<TermFile, 'slug' | 'term'>): boolean {
	if (PRONUNCIATION_ALLOWED.has(term.slug)) return true;
	const name = term.term;
	return /\P{ASCII}/u.test(name) || /\w'(s\b|\s)/.test(name);
}

/** Every editorial finding for a set of terms (the whole glossary, so cross-term rules apply). */
export function lintGlossary(terms: readonly TermFile[]): LintFinding[] {
	const findings: LintFinding[] = [];
	const bySlug = new Map(terms.map((t) => [t.slug, t]));
	/** Lower-cased names and aliases → the slugs that use them. */
	const claims = new Map<string, Set<string>>();
	const claim = (form: string, slug: string) => {
		const key = form.trim().toLowerCase();
		if (!claims.has(key)) claims.set(key, new Set());
		claims.get(key)!.add(slug);
	};
	for (const t of terms) {
		claim(t.term, t.slug);
		for (const alias of t.aliases) claim(alias, t.slug);
	}
	const names = new Map<string, string[]>();
	for (const t of terms)
		names.set(t.term.toLowerCase(), [...(names.get(t.term.toLowerCase()) ?? []), t.slug]);

	for (const t of terms) {
		const add = (field: FieldName, message: string) =>
			findings.push({ slug: t.slug, field, message });
		const R = EDITORIAL_RULES;

		if ((names.get(t.term.toLowerCase()) ?? []).length > 1)
			add(
				'term',
				`another term has the same name (${names.get(t.term.toLowerCase())!.join(', ')})`,
			);

		const short = t.short_definition ?? '';
		if (!short)
			add('short_definition', 'is missing: write one or two sentences a beginner understands');
		else if (short.length < R.shortDefinition.min || short.length > R.shortDefinition.max) {
			add(
				'short_definition',
				`has ${short.length} characters; write ${R.shortDefinition.min}–${R.shortDefinition.max}`,
			);
		}

		const paragraphs = t.comprehensive_definition.split('\n\n');
		// A display formula ($$ … $$) and the text that goes on after it belong to the paragraph
		// before the formula: neither is counted.
		const body = paragraphs.filter(
			(p, i) =>
				!p.startsWith(PRONUNCIATION) &&
				!isDisplayMaths(p) &&
				!(i > 0 && isDisplayMaths(paragraphs[i - 1]!)),
		);
		if (t.comprehensive_definition.length < R.comprehensiveDefinition.min) {
			add(
				'comprehensive_definition',
				`has ${t.comprehensive_definition.length} characters; write at least ${R.comprehensiveDefinition.min}`,
			);
		}
		if (body.length > R.comprehensiveDefinition.maxParagraphs) {
			add(
				'comprehensive_definition',
				`has ${body.length} paragraphs; use at most ${R.comprehensiveDefinition.maxParagraphs} (plus an optional Pronunciation paragraph)`,
			);
		}
		const pronunciationAt = paragraphs.findIndex((p) => p.startsWith(PRONUNCIATION));
		if (pronunciationAt !== -1) {
			if (pronunciationAt !== paragraphs.length - 1)
				add('comprehensive_definition', 'the Pronunciation paragraph must be the last one');
			if (!mayNeedPronunciation(t)) {
				add(
					'comprehensive_definition',
					`"${t.term}" reads as it is spelled: drop the Pronunciation paragraph (or list the term in PRONUNCIATION_ALLOWED if learners often say it wrong)`,
				);
			}
		}

		const count = (
			field: FieldName,
			items: readonly string[],
			{ min, max }: { min: number; max: number },
			what: string,
		) => {
			if (items.length < min || items.length > max)
				add(field, `has ${items.length} ${what}; give ${min === max ? min : `${min}–${max}`}`);
		};
		count('examples', t.examples, R.examples, 'examples');
		count('example_sentences', t.example_sentences, R.exampleSentences, 'sentences');
		count('categories', t.categories, R.categories, 'categories');
		for (const category of t.categories) {
			if (!isTaxonomyCategory(category))
				add('categories', `"${category}" is not a Primary:Secondary category of the taxonomy`);
		}
		count('related_terms', t.related_terms, R.relatedTerms, 'related terms');
		for (const slug of t.related_terms) {
			if (slug === t.slug) add('related_terms', 'lists the term itself');
			else if (!bySlug.has(slug)) add('related_terms', `"${slug}" is not a term in the glossary`);
		}

		if (!t.meta_title) add('meta_title', 'is missing');
		else if (t.meta_title.length > R.metaTitle.max)
			add(
				'meta_title',
				`has ${t.meta_title.length} characters; search results show about ${R.metaTitle.max}`,
			);
		if (!t.meta_description) add('meta_description', 'is missing');
		else if (t.meta_description.length > R.metaDescription.max) {
			add(
				'meta_description',
				`has ${t.meta_description.length} characters; search results show about ${R.metaDescription.max}`,
			);
		}

		for (const alias of t.aliases) {
			if (alias.trim().toLowerCase() === t.term.toLowerCase())
				add('aliases', `"${alias}" is the term's own name`);
			const others = [...(claims.get(alias.trim().toLowerCase()) ?? [])].filter(
				(slug) => slug !== t.slug,
			);
			if (others.length)
				add('aliases', `"${alias}" is also the name or an alias of ${others.join(', ')}`);
		}
	}

	for (const family of DIFFICULTY_FAMILIES) {
		const present = family.map((slug) => bySlug.get(slug)).filter((t): t is TermFile => !!t);
		const levels = new Set(present.map((t) => t.difficulty_level));
		if (levels.size > 1) {
			const detail = present.map((t) => `${t.slug} ${t.difficulty_level}`).join(', ');
			for (const t of present)
				findings.push({
					slug: t.slug,
					field: 'difficulty_level',
					message: `siblings should share a difficulty level (${detail})`,
				});
		}
	}
	return findings;
}

/** Findings as readable lines, grouped by term. */
export function formatFindings(findings: readonly LintFinding[]): string {
	const bySlug = new Map<string, LintFinding[]>();
	for (const f of findings) bySlug.set(f.slug, [...(bySlug.get(f.slug) ?? []), f]);
	return [...bySlug.entries()]
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([slug, list]) => `${slug}\n${list.map((f) => `  ${f.field}: ${f.message}`).join('\n')}`)
		.join('\n');
}
