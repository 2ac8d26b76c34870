/**
 * The saved glossary's term files, at the end of the build (src/lib/offline/term-pages.ts says
 * what they are and why): every term page rendered through the page function, split into the
 * one shell and the shards of the terms' own parts.
 */
import { createHash } from 'node:crypto';
import {
	shardCount,
	shardName,
	shardOf,
	shellName,
	splitTermPage,
	type TermPart,
} from '../lib/offline/term-pages.ts';

/** Terms rendered at once: the page function waits on its database between renders. */
const RENDERS_AT_ONCE = 8;

/** A term page as the page function answers it: its HTML and its script policy. */
export type RenderTerm = (slug: string) => Promise<{ html: string; policy: string }>;

/**
 * The saved glossary's term files (src/lib/offline/term-pages.ts), each passed to `write` as it
 * is made, a shard at a time so that a large glossary is never held whole. A term whose page
 * does not fit the shell of the first (another layout or script policy) is returned to be saved
 * as a full page instead.
 */
export async function writeTermFiles(
	slugs: readonly string[],
	render: RenderTerm,
	write: (url: string, body: string) => void,
): Promise<{ urls: string[]; fullPages: string[]; sample: string }> {
	const count = shardCount(slugs.length);
	const shards: string[][] = Array.from({ length: count }, () => []);
	for (const slug of slugs) shards[shardOf(slug, count)]!.push(slug);
	const hash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 12);
	const urls: string[] = [];
	const fullPages: string[] = [];
	let shell: string | undefined;
	let sample = '';
	for (const [index, members] of shards.entries()) {
		const parts: Record<string, TermPart> = {};
		const queue = [...members].sort();
		const renderNext = async () => {
			for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) {
				const { html, policy } = await render(slug);
				const split = splitTermPage(html);
				// The page's script policy, as static pages carry theirs (the worker's answer has no header).
				const own = split.shell.replace(
					'<meta charset="utf-8">',
					`$&<meta http-equiv="content-security-policy" content="${policy.replace(/"/g, '&quot;')}">`,
				);
				if (shell === undefined) [shell, sample] = [own, html];
				if (own === shell) parts[slug] = split.part;
				else fullPages.push(`/glossary/${encodeURIComponent(slug)}`);
			}
		};
		await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, renderNext));
		// Sorted, so that the same terms always make the same file (and name).
		const body = JSON.stringify(
			Object.fromEntries(Object.entries(parts).sort(([a], [b]) => (a < b ? -1 : 1))),
		);
		const url = shardName(index, count, hash(body));
		write(url, body);
		urls.push(url);
	}
	if (shell) {
		const url = shellName(hash(shell));
		write(url, shell);
		urls.unshift(url);
	}
	return { urls, fullPages: fullPages.sort(), sample };
}
