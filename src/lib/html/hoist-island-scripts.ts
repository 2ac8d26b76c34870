/**
 * Astro writes its island bootstrap (a small style, the island runtime and one script per
 * `client:*` directive) as inline scripts right before the first island that needs them, which
 * on our pages is the theme toggle in the header. A classic inline script placed after a
 * stylesheet link must wait for that stylesheet, and the HTML parser waits with it: the rest of
 * the page is parsed only once the CSS has arrived, so the first paint shows the header alone and
 * the text and lead image follow frames later. Moved into <head> ahead of the stylesheet, the
 * same scripts run at once and the whole page is parsed while the CSS downloads, so the first
 * paint is the final one.
 *
 * The scripts only define the `<astro-island>` element and register directives; islands found
 * later in the document start exactly as before. Their text is unchanged, so the hashes Astro
 * puts in the Content-Security-Policy still match.
 *
 * When every island on the page waits for the reader's first interaction, the runtime has nothing
 * to do before then: given a `lazyLoader`, the scripts are replaced by that loader, which fetches
 * the runtime on the first interaction (src/integrations/on-interaction/lazy-runtime.ts). A page
 * with an island that hydrates at once for some addresses (`client:interaction="letter term"`)
 * gets the `viewLoader` instead, which also starts those.
 */

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** Astro's island style followed by its inline scripts, or directive scripts alone, before an island. */
const BOOTSTRAP =
	/(?:<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>)?(?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+(?=<astro-island[\s>])/g;

/**
 * Moves Astro's island bootstrap scripts out of <body> into <head>, just before the first
 * stylesheet link (or at the end of <head> when there is none), or puts `lazyLoader` there in
 * their place when every island hydrates on interaction. Returns the HTML unchanged when the page
 * has no islands.
 */
export function hoistIslandScripts(
	html: string,
	options: { lazyLoader?: string; viewLoader?: string } = {},
): string {
	const headEnd = html.indexOf('</head>');
	if (headEnd === -1) return html;
	const bootstrap: string[] = [];
	const body = html.slice(headEnd).replace(BOOTSTRAP, (block) => {
		bootstrap.push(block);
		return '';
	});
	if (bootstrap.length === 0) return html;
	if (options.lazyLoader && everyIslandWaitsForInteraction(body)) {
		const loader = (someIslandNamesViews(body) && options.viewLoader) || options.lazyLoader;
		bootstrap.splice(0, bootstrap.length, `${ISLAND_STYLE}<script>${loader}</script>`);
	}
	const head = html.slice(0, headEnd);
	const at = firstStylesheet(head) ?? head.length;
	return head.slice(0, at) + bootstrap.join('') + head.slice(at) + body;
}

/** Offset of the first stylesheet link that is not inside <noscript> (that one only applies without scripts). */
function firstStylesheet(head: string): number | undefined {
	for (const match of head.matchAll(
		/<noscript>[\s\S]*?<\/noscript>|<link\b[^>]*\brel="stylesheet"[^>]*>/g,
	)) {
		if (match[0].startsWith('<link')) return match.index;
	}
	return undefined;
}

function everyIslandWaitsForInteraction(body: string): boolean {
	return [...body.matchAll(/<astro-island\b[^>]*>/g)].every((island) =>
		/\sclient="interaction"/.test(island[0]),
	);
}

/** Whether an island's directive value is a string: query parameters that can hydrate it at once. */
function someIslandNamesViews(body: string): boolean {
	return [...body.matchAll(/<astro-island\b[^>]*>/g)].some((island) =>
		/\sopts="[^"]*&quot;value&quot;:&quot;/.test(island[0]),
	);
}
