/**
 * The auto-linker's editorial word lists (rules 1 and 7 in linker.ts): forms never linked and
 * phrases in which a glossary word means something else. Data only; editors extend these when a
 * page links a word in its everyday sense.
 */

/**
 * Everyday words that are also glossary forms. Linking them would mostly link the ordinary
 * sense ("what does it mean", "gaining momentum", "since its inception") or spend the page's
 * link budget on words every reader knows. Compared case-insensitively; plurals are implied.
 */
export const DEFAULT_STOP_WORDS: readonly string[] = [
	// Too general to be worth a link on an AI site.
	'ai',
	'data',
	'model',
	'machine learning model',
	'prediction',
	'attribute',
	'feature',
	'target',
	'label',
	'unit',
	'node',
	'container',
	'environment',
	'vocabulary',
	'average',
	// An everyday sense that is not the glossary sense.
	'attention',
	'alignment',
	'transparency',
	'mean',
	'expectation',
	'norm',
	'rank',
	'momentum',
	'temperature',
	'precision',
	'recall',
	'sensitivity',
	'specificity',
	'likelihood',
	'prior',
	'intercept',
	'residual',
	'calibration',
	'policy',
	'reward',
	'return',
	'adapter',
	'trajectory',
	'padding',
	'stride',
	'median',
	'heuristic',
	'transpose',
	'inception',
	'emergence',
	'backbone',
	'boosting',
	'stacking',
	'derivative',
	'baseline',
	'bootstrap',
	'bootstrapping',
];

/** Phrases in which a glossary word means something else; matched like terms, never linked. */
export const DEFAULT_BLOCK_PHRASES: readonly string[] = [
	// Names that contain, or are, a glossary word (capitals are matched exactly).
	'Claude Shannon',
	'Claude Monet',
	'Perplexity',
	// Idioms.
	'pay attention',
	'paying attention',
	'paid attention',
	'draw attention',
	'drew attention',
	'attention span',
	'public attention',
	'media attention',
	'on average',
	'role model',
	'business model',
	'business models',
	'pricing model',
	'subscription model',
	'free agent',
	'travel agent',
	'real estate agent',
	'steep learning curve',
	'steeper learning curve',
	'gentle learning curve',
	'gentler learning curve',
	'shallow learning curve',
	'has a learning curve',
	'have a learning curve',
	'is a learning curve',
];
