/** A guide's `##` sections as text, by heading id, for checks that read the MDX source. */

/** GitHub's heading id (as Astro gives `##` headings): lower case, punctuation dropped, spaces → "-". */
export function headingId(heading: string): string {
	return heading
		.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/[`*_]/g, '')
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s-]/gu, '')
		.replace(/\s/g, '-');
}

/** The text of each `##` section of an MDX file (frontmatter and import lines left out), by heading id. */
export function guideSections(mdx: string): Map<string, string> {
	const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^import .*$/gm, '');
	const sections = new Map<string, string>();
	const parts = body.split(/^## (.*)$/m);
	for (let i = 1; i < parts.length; i += 2) sections.set(headingId(parts[i]!), parts[i + 1] ?? '');
	return sections;
}
