/**
 * The glossary's category taxonomy: primary categories and their secondary categories, as
 * documented in content/glossary/README.md. Terms use them as `Primary:Secondary`.
 */
export const TAXONOMY: Record<string, readonly string[]> = {
	Foundations: ['Core Concepts', 'AI Paradigms', 'History and Milestones', 'Problem Types'],
	'Machine Learning': [
		'Supervised Learning',
		'Unsupervised Learning',
		'Classical Algorithms',
		'Ensemble Methods',
		'Training Concepts',
		'Feature Engineering',
	],
	'Deep Learning': [
		'Neural Network Basics',
		'Architectures',
		'Activation Functions',
		'Optimization',
		'Regularization',
	],
	'Natural Language Processing': [
		'Text Processing',
		'Language Modeling',
		'Embeddings',
		'NLP Tasks',
	],
	'Large Language Models': [
		'LLM Architecture',
		'Training and Alignment',
		'Prompting',
		'Inference and Decoding',
	],
	'Generative AI': ['Generative Models', 'Image and Media Generation', 'Retrieval and Grounding'],
	'Agentic AI': ['Agents', 'Tool Use', 'Memory and Planning', 'Multi-Agent Systems'],
	'Computer Vision': [
		'Image Processing',
		'Image Classification',
		'Object Detection',
		'Segmentation',
		'Vision Models',
	],
	'Reinforcement Learning': ['RL Fundamentals', 'RL Algorithms', 'Deep Reinforcement Learning'],
	'Data and Statistics': ['Probability', 'Statistics', 'Data Preparation', 'Data Quality'],
	Mathematics: ['Linear Algebra', 'Calculus', 'Information Theory', 'Optimization Theory'],
	'Evaluation and Metrics': [
		'Classification Metrics',
		'Regression Metrics',
		'Validation Methods',
		'Generative Evaluation',
		'Benchmarks',
	],
	'MLOps and Infrastructure': [
		'Deployment',
		'Hardware',
		'Model Compression',
		'Monitoring',
		'Frameworks and Tools',
	],
	'Responsible AI': [
		'Fairness and Bias',
		'Safety and Alignment',
		'Privacy and Security',
		'Explainability',
		'Governance and Regulation',
	],
};

/** Whether `Primary:Secondary` names a category of the taxonomy. */
export function isTaxonomyCategory(entry: string): boolean {
	const [primary, secondary] = entry.split(':');
	return (
		primary !== undefined &&
		secondary !== undefined &&
		(TAXONOMY[primary]?.includes(secondary) ?? false)
	);
}
