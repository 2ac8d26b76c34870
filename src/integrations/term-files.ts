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

/** Splits a rendered page into its shell (with its script policy) and the term's parts. */
function split({ html, policy }: { html: string; policy: string }) {
	const { shell, part } = splitTermPage(html);
	// The page's script policy, as static pages carry theirs (the worker's answer has no header).
	const withPolicy = shell.replace(
		'<meta charset="utf-8">',
		`$&<meta http-equiv="content-security-policy" content="${policy.replace(/"/g, '&quot;')}">`,
	);
	return { shell: withPolicy, part };
}

/**
 * The saved glossary's term files (src/lib/offline/term-pages.ts), each passed to `write` as it
 * is made, a shard at a time so that a large glossary is never held whole. The shell is that of
 * the first term in A–Z order of slugs (the same in every build); a term whose page does not fit
 * it (another layout or script policy) is returned to be saved as a full page instead.
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
	const first = [...slugs].sort()[0];
	if (first === undefined) return { urls: [], fullPages: [], sample: '' };
	const sample = await render(first);
	const { shell } = split(sample);
	const urls: string[] = [shellName(hash(shell))];
	write(urls[0]!, shell);
	const fullPages: string[] = [];
	for (const [index, members] of shards.entries()) {
		const parts: Record<string, TermPart> = {};
		const queue = [...members].sort();
		const renderNext = async () => {
			for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) {
				const page = split(await render(slug));
				if (page.shell === shell) parts[slug] = page.part;
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
	return { urls, fullPages: fullPages.sort(), sample: sample.html };
}
