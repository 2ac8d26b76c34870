/**
 * The explorables: figures a reader changes to see an idea move. Each is a React island in
 * `src/islands/explorables/` with its maths in a pure module beside this one, placed in the guide
 * section that teaches its idea (`<Explorable slug="…" />` in the MDX), listed on /explore, and
 * linked from its terms' pages ("Try it").
 */
export interface ExplorableInfo {
	slug: string;
	title: string;
	/** One sentence: what the reader can do and see. */
	summary: string;
	/** The guide it sits in, and the id of the section (h2) whose checkpoint asks about it. */
	guide: string;
	section: string;
	/** Glossary terms whose pages link it ("Try it"), at least three. */
	terms: readonly string[];
	/** The query parameters of its settings (`?lr=1.2`): a page address naming one hydrates it at once. */
	params: readonly string[];
}

export const EXPLORABLES: readonly ExplorableInfo[] = [
	{
		slug: 'gradient-descent',
		title: 'Gradient descent and the learning rate',
		summary:
			'Change the learning rate and watch ten steps down a loss curve creep, zig-zag or diverge.',
		guide: 'neural-networks',
		section: 'how-neural-networks-work',
		terms: ['gradient-descent', 'learning-rate', 'loss-function', 'optimizer'],
		params: ['lr', 'x0'],
	},
	{
		slug: 'single-neuron',
		title: 'One neuron: weights, bias and activation',
		summary:
			'Move two weights and a bias and watch the decision boundary of one neuron tilt and slide across its inputs, turning it into AND, OR or NAND.',
		guide: 'neural-networks',
		section: 'how-neural-networks-work',
		terms: [
			'artificial-neuron',
			'activation-function',
			'decision-boundary',
			'bias-term',
			'perceptron',
		],
		params: ['w1', 'w2', 'bias', 'act'],
	},
	{
		slug: 'q-learning-grid',
		title: 'Q-learning on a grid world',
		summary:
			'Run Q-learning episode by episode on a 4 × 4 grid and watch the value of reaching the goal spread back, cell by cell, until the greedy path is a shortest route.',
		guide: 'reinforcement-learning',
		section: 'q-learning-learning-the-value-of-actions',
		terms: [
			'q-learning',
			'action-value-function',
			'discount-factor',
			'temporal-difference-learning',
			'epsilon-greedy',
		],
		params: ['alpha', 'gamma'],
	},
	{
		slug: 'convolution-kernel',
		title: 'Convolution kernels on a small image',
		summary:
			'Slide an identity, blur, sharpen or Sobel kernel over a small image and see the output beside the input: blur softens, Sobel finds edges.',
		guide: 'computer-vision',
		section: 'classical-computer-vision',
		terms: [
			'convolution',
			'edge-detection',
			'image-processing',
			'feature-map',
			'convolutional-neural-network',
		],
		params: ['kernel'],
	},
	{
		slug: 'sampling-temperature',
		title: 'Temperature, top-k and top-p',
		summary:
			'Change the temperature, top-k and top-p and watch the chances of eight next words sharpen, flatten and get cut.',
		guide: 'large-language-models',
		section: 'inference-how-a-model-generates-text',
		terms: ['temperature', 'top-k-sampling', 'top-p-sampling', 'softmax', 'logits'],
		params: ['temp', 'topk', 'topp'],
	},
	{
		slug: 'attention-weights',
		title: 'Attention weights, step by step',
		summary:
			'Pick a query word in a four-word sentence and follow its dot products with the keys through the softmax to a weighted mix of the values.',
		guide: 'transformer-models-nlp',
		section: 'self-attention-step-by-step',
		terms: ['self-attention', 'query-key-value', 'attention-mechanism', 'softmax'],
		params: ['attq', 'attscale'],
	},
	{
		slug: 'byte-pair-encoding',
		title: 'Byte-pair encoding, merge by merge',
		summary:
			'Step through the merges BPE learns from four words, and type a word to see it cut into the tokens learned so far.',
		guide: 'large-language-models',
		section: 'tokens-and-tokenizers',
		terms: ['byte-pair-encoding', 'tokenization', 'tokenizer', 'vocabulary'],
		params: ['merges'],
	},
	{
		slug: 'classification-threshold',
		title: 'The classification threshold',
		summary:
			'Slide a threshold over twenty scored examples and watch the confusion matrix, precision and recall trade off as a point moves along the ROC curve.',
		guide: 'machine-learning-fundamentals',
		section: 'key-concepts',
		terms: ['classification-threshold', 'confusion-matrix', 'precision', 'recall', 'roc-curve'],
		params: ['th'],
	},
	{
		slug: 'overfitting-degree',
		title: 'Overfitting as the degree grows',
		summary:
			'Raise the degree of a polynomial fitted to ten noisy points and watch training error fall while validation error falls, then climbs.',
		guide: 'machine-learning-fundamentals',
		section: 'key-concepts',
		terms: [
			'overfitting',
			'underfitting',
			'polynomial-regression',
			'validation-set',
			'generalization',
		],
		params: ['deg'],
	},
	{
		slug: 'k-means',
		title: 'k-means step by step',
		summary:
			'Assign twelve points to their nearest centroid, move each centroid to the mean of its points, and repeat until nothing changes, for k = 2, 3 or 4.',
		guide: 'machine-learning-fundamentals',
		section: 'types-of-machine-learning',
		terms: ['k-means-clustering', 'clustering', 'unsupervised-learning'],
		params: ['km', 'kstep'],
	},
	{
		slug: 'word-vectors',
		title: 'Word vectors and cosine similarity',
		summary:
			'Pick a word among nine arrows in a small two-dimensional space and see its nearest words by cosine similarity, which compares directions, or by straight-line distance.',
		guide: 'natural-language-processing',
		section: 'representing-text-as-numbers',
		terms: ['cosine-similarity', 'word-embedding', 'word2vec', 'embedding', 'vector'],
		params: ['word', 'measure'],
	},
];

export const explorableBySlug = (slug: string) => EXPLORABLES.find((e) => e.slug === slug);

/** The explorables a term's page offers to try. */
export const explorablesOfTerm = (term: string) =>
	EXPLORABLES.filter((e) => e.terms.includes(term));
