/**
 * Plain Markdown of a guide or article, for AI tools and readers who want the text alone
 * (`/topics/{slug}.md`, `/blog/{slug}.md`): the same MDX body with our components turned into
 * Markdown (citations as [n], callouts as quotes, checkpoints left out), framed by the title,
 * description, dates, address and licence, and followed by the FAQ and the references.
 */

export interface MarkdownSource {
	title: string;
	description: string;
	url: string;
	published: Date;
	reviewed?: Date;
	/** The dated "What changed" list, oldest first (the first entry is the publication). */
	changes?: readonly { date: Date; note: string }[];
	body: string;
	faq?: { title: string; items: { question: string; answer: string }[] };
	references?: { title: string; items: { text: string; url?: string }[] };
	license: { name: string; url: string };
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const attr = (tag: string, name: string) =>
	new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{(\\d+)\\})`).exec(tag)?.slice(1).find(Boolean);

/** The MDX body as Markdown: code blocks untouched, components rewritten outside them. */
export function mdxToMarkdown(body: string): string {
	const out: string[] = [];
	let fence: string | undefined;
	let callout = false;
	for (const line of body.split('\n')) {
		const marker = /^\s*(```|~~~)/.exec(line)?.[1];
		if (fence) {
			out.push(callout ? `> ${line}` : line);
			if (marker === fence) fence = undefined;
			continue;
		}
		if (marker) {
			fence = marker;
			out.push(callout ? `> ${line}` : line);
			continue;
		}
		if (/^(import|export)\s/.test(line)) continue;
		if (/^\s*<Checkpoint\b[^>]*\/>\s*$/.test(line)) continue;
		const open = /^\s*<Callout\b([^>]*)>\s*$/.exec(line);
		if (open) {
			callout = true;
			const title = attr(open[1]!, 'title');
			out.push(`> **${title ?? 'Note'}**`, '>');
			continue;
		}
		if (/^\s*<\/Callout>\s*$/.test(line)) {
			callout = false;
			continue;
		}
		let text = line
			.replace(/<Cite\s+n=\{(\d+)\}\s*\/>/g, '[$1]')
			.replace(/<\/?NoGlossary>/g, '')
			.replace(/<Figure\b([^>]*)\/>/g, (_m, attrs: string) => {
				const caption = attr(attrs, 'caption') ?? attr(attrs, 'alt');
				return caption ? `*Figure: ${caption}*` : '';
			});
		if (callout) text = text ? `> ${text}` : '>';
		out.push(text);
	}
	return out
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}

export function toMarkdown(source: MarkdownSource): string {
	const parts = [
		`# ${source.title}`,
		`> ${source.description}`,
		[
			`Source: ${source.url}`,
			`Published: ${day(source.published)}${source.reviewed ? ` · Last reviewed: ${day(source.reviewed)}` : ''}`,
			`Licence: ${source.license.name} (${source.license.url}), attribution "AI Atlas" with a link to the source.`,
		].join('  \n'),
	];
	// What changed after publication, newest first (the publication is on the line above).
	const changes = (source.changes ?? []).slice(1).reverse();
	if (changes.length)
		parts.push(`What changed:\n\n${changes.map((c) => `- ${day(c.date)}: ${c.note}`).join('\n')}`);
	parts.push(mdxToMarkdown(source.body));
	if (source.faq)
		parts.push(
			`## ${source.faq.title}`,
			...source.faq.items.map((item) => `### ${item.question}\n\n${item.answer.trim()}`),
		);
	if (source.references)
		parts.push(
			`## ${source.references.title}`,
			source.references.items
				.map((ref, index) => `${index + 1}. ${ref.text}${ref.url ? ` <${ref.url}>` : ''}`)
				.join('\n'),
		);
	return `${parts.join('\n\n')}\n`;
}
