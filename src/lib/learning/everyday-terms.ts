/** A list the checkpoint lint reads (src/lib/learning/checkpoint-lint.ts, outside-material rule). */

/**
 * Glossary names that are also everyday English, or words every guide uses in passing: a
 * question may say "weights" or "training" without its section having to. Lower case, singular.
 */
export const EVERYDAY_TERMS: ReadonlySet<string> = new Set([
	'accuracy',
	'agent',
	'artificial intelligence',
	'average',
	'benchmark',
	'corpus',
	'data set',
	'dataset',
	'deployment',
	'environment',
	'episode',
	'inference',
	'label',
	'machine learning',
	'machine learning model',
	'mean',
	'model',
	'model training',
	'neuron',
	'parameter',
	'pixel',
	'precision',
	'prompt',
	'recall',
	'stacking',
	'target',
	'temperature',
	'token',
	'training',
	'unit',
	'vocabulary',
	'weight',
]);
