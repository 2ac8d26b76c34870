/** Shared by the blog specs. */

/**
 * The six posts, newest first, with the date an editor last checked each post's facts and the
 * last real change of its text (its last "What changed" entry), which search engines get.
 */
export const POSTS = [
	{
		slug: 'ghibli-meets-ai-2025',
		date: '2025-04-06',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
		title: 'The Enchanting World of Ghibli Meets AI: A 2025 Phenomenon',
	},
	{
		slug: 'ghibli-ai-art-reimagined-worlds',
		date: '2025-04-05',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
		title: 'Ghibli & AI Art: Reimagined Worlds',
	},
	{
		slug: 'agentic-ai-tools-2025',
		date: '2025-04-03',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
	},
	{ slug: 'ai-agents-101', date: '2025-04-02', reviewed: '2026-11-26', changed: '2026-11-26' },
	{
		slug: 'understanding-ai-personalization',
		date: '2025-03-26',
		reviewed: '2026-11-23',
		changed: '2026-11-23',
		title: 'Understanding AI-Driven Personalization',
	},
	{
		slug: 'top-ai-tools-2025',
		date: '2025-03-22',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
		title: '5 Top AI Tools for 2025',
	},
];
