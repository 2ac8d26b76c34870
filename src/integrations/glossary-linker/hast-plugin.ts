/**
 * The Sätteri hast plugin that links glossary terms in an MDX body (no file system access: give
 * it a term index). `index.ts` wraps it with term loading for astro.config.mjs.
 *
 * Which text is linked: text nodes of the body, in document order, except inside
 *  - headings, links, code, pre, kbd, samp, var, sup/sub (citation markers), figure/figcaption,
 *    table header cells, abbr, dfn, cite, del/s, buttons, form controls, summary, svg, math,
 *    script, style, and anything `hidden` or `aria-hidden`;
 *  - any element or MDX element carrying `data-no-glossary` (the <NoGlossary> component
 *    renders one, and is itself skipped by name);
 *  - MDX components other than `PROSE_COMPONENTS` (Callout), since we cannot know
 *    where a component renders its children (a button, an attribute, a code sample).
 * Expressions ({…}), raw HTML, comments and ESM are never touched. A term the writer already
 * links by hand (to /glossary/{slug} or /glossary?term={slug}) is not linked again.
 *
 * Each link becomes:
 *   <span class="glossary-term"><a href="/glossary/{slug}" class="glossary-link"
 *     aria-describedby="gl-{n}">text</a><span role="tooltip" id="gl-{n}"
 *     class="glossary-tip">short definition</span></span>
 * src/styles/glossary-links.css shows the tooltip on hover and keyboard focus, without JS.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type {
	HastPluginDefinition,
	HastVisitorContext,
	MdxJsxFlowElementHast,
	MdxJsxTextElementHast,
	PluginFactoryContext,
} from 'satteri';
import { linkPage, splitSegment, type TermIndex } from '../../lib/glossary/linker.ts';
import { BLOCK_TAGS } from '../../lib/text.ts';

export interface GlossaryHastPluginOptions {
	/** Links per page at most. Default 25. */
	maxLinks?: number;
	/** Told, for each document, the page it renders to and the slugs linked in it ("Mentioned in"). */
	onLinked?: (page: string, slugs: string[], title?: string) => void;
	/** Which documents to link, by file URL (undefined when compiled without one). Default: .mdx/.md files directly in content/topics or content/blog. */
	include?: (fileURL: URL | undefined) => boolean;
}

/** Links per block (paragraph, list item, table cell…) at most, to spread links through the page. */
const MAX_LINKS_PER_BLOCK = 3;

/** MDX components whose children are prose to link. */
const PROSE_COMPONENTS = new Set(['Callout']);

/** Elements whose text is never linked. */
const SKIPPED_TAGS: ReadonlySet<string> = new Set([
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'a',
	'code',
	'pre',
	'kbd',
	'samp',
	'var',
	'sup',
	'sub',
	'figure',
	'figcaption',
	'th',
	'abbr',
	'dfn',
	'cite',
	'del',
	's',
	'button',
	'label',
	'select',
	'option',
	'textarea',
	'summary',
	'legend',
	'svg',
	'math',
	'script',
	'style',
	'template',
	'noscript',
	'iframe',
	'object',
	'canvas',
	'video',
	'audio',
	'title',
]);

/** MDX components never entered, even if listed as prose. */
const SKIPPED_COMPONENTS = new Set(['NoGlossary', 'Cite', 'Figure']);

const DEFAULT_INCLUDE = (fileURL: URL | undefined) =>
	!!fileURL && /\/content\/(topics|blog)\/[^/]+\.mdx?$/.test(fileURL.pathname);

type Node = Root | RootContent | MdxJsxFlowElementHast | MdxJsxTextElementHast;
type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;

function jsxAttr(node: JsxNode, name: string): { present: boolean; value: unknown } {
	for (const attr of node.attributes ?? []) {
		if (attr.type === 'mdxJsxAttribute' && attr.name === name)
			return { present: true, value: attr.value ?? true };
	}
	return { present: false, value: undefined };
}

function hasProp(props: Element['properties'] | undefined, ...names: string[]): boolean {
	if (!props) return false;
	return names.some(
		(n) =>
			props[n] !== undefined && props[n] !== null && props[n] !== false && props[n] !== 'false',
	);
}

/**
 * Addresses of a term that writers may link by hand: its page, and the glossary browser's old deep
 * link (now redirected to the page), still found in older writing.
 */
const GLOSSARY_HREF_BASES = ['/glossary/', '/glossary?term='];

/** The slug of a hand-written glossary link, if `href` is one. */
function glossarySlug(href: unknown): string | undefined {
	if (typeof href !== 'string') return undefined;
	const base = GLOSSARY_HREF_BASES.find((prefix) => href.startsWith(prefix));
	if (!base) return undefined;
	const rest = href.slice(base.length).split(/[&#?]/)[0] ?? '';
	try {
		return decodeURIComponent(rest) || undefined;
	} catch {
		return undefined;
	}
}

/** The page an MDX file under content/ renders to: content/topics/x.mdx → /topics/x. */
function pageOfContentFile(fileURL: URL | undefined): string | undefined {
	const match = fileURL && /\/content\/(topics|blog)\/([^/]+)\.mdx?$/.exec(fileURL.pathname);
	return match ? `/${match[1]}/${match[2]}` : undefined;
}

interface Block {
	/** Text of the block so far. */
	text: string;
}

interface CollectedText {
	node: Text;
	block: Block;
	/** Block text before this node. */
	before: string;
}

interface Collected {
	texts: CollectedText[];
	handLinked: string[];
}

function plainText(node: Node): string {
	if (node.type === 'text') return node.value;
	if ('children' in node && node.children)
		return node.children.map((c) => plainText(c as Node)).join('');
	return '';
}

function collect(root: Root): Collected {
	const texts: CollectedText[] = [];
	const handLinked: string[] = [];
	let block: Block = { text: '' };

	const noteLink = (href: unknown) => {
		const slug = glossarySlug(href);
		if (slug) handLinked.push(slug);
	};
	/** Finds hand-written glossary links inside a skipped subtree. */
	const scanLinks = (node: Node) => {
		if (node.type === 'element' && node.tagName === 'a') noteLink(node.properties?.href);
		else if (
			(node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
			node.name === 'a'
		)
			noteLink(jsxAttr(node, 'href').value);
		if ('children' in node && node.children)
			for (const child of node.children) scanLinks(child as Node);
	};
	const skip = (node: Node) => {
		scanLinks(node);
		block.text += plainText(node);
	};

	const walk = (node: Node): void => {
		let startsBlock = false;
		let skipped = false;
		switch (node.type) {
			case 'root':
				break;
			case 'text':
				texts.push({ node, block, before: block.text });
				block.text += node.value;
				return;
			case 'element': {
				const props = node.properties;
				startsBlock = BLOCK_TAGS.has(node.tagName);
				skipped =
					SKIPPED_TAGS.has(node.tagName) ||
					hasProp(props, 'dataNoGlossary', 'data-no-glossary', 'hidden') ||
					String(props?.ariaHidden) === 'true';
				break;
			}
			case 'mdxJsxFlowElement':
			case 'mdxJsxTextElement': {
				const name = node.name;
				const html = name !== null && /^[a-z]/.test(name) && !name.includes('.');
				startsBlock = node.type === 'mdxJsxFlowElement' || (html && BLOCK_TAGS.has(name));
				const noGlossary = jsxAttr(node, 'data-no-glossary');
				const hidden =
					jsxAttr(node, 'hidden').present || jsxAttr(node, 'aria-hidden').value === 'true';
				skipped =
					(noGlossary.present && noGlossary.value !== 'false') ||
					hidden ||
					(name !== null &&
						(html
							? SKIPPED_TAGS.has(name)
							: SKIPPED_COMPONENTS.has(name) || !PROSE_COMPONENTS.has(name)));
				break;
			}
			default:
				// Expressions, ESM, raw HTML, comments, doctype.
				return;
		}
		if (startsBlock) block = { text: '' };
		if (skipped) skip(node);
		else for (const child of node.children ?? []) walk(child as Node);
		if (startsBlock) block = { text: '' };
	};
	walk(root);
	return { texts, handLinked };
}

function tooltipElement(text: string, slug: string, definition: string, id: string): Element {
	const children: ElementContent[] = [
		{
			type: 'element',
			tagName: 'a',
			properties: {
				href: `/glossary/${encodeURIComponent(slug)}`,
				className: ['glossary-link'],
				ariaDescribedBy: [id],
			},
			children: [{ type: 'text', value: text }],
		},
		{
			type: 'element',
			tagName: 'span',
			properties: { role: 'tooltip', id, className: ['glossary-tip'] },
			children: [{ type: 'text', value: definition }],
		},
	];
	return {
		type: 'element',
		tagName: 'span',
		properties: { className: ['glossary-term'] },
		children,
	};
}

/**
 * Links one document: finds the text to link and queues the replacements on `ctx`. Returns the
 * slugs linked.
 */
function linkDocument(
	root: Root,
	ctx: Pick<HastVisitorContext, 'replaceNode'>,
	index: TermIndex,
	options: { maxLinks?: number; keyTerms?: readonly string[] },
): string[] {
	const { texts, handLinked } = collect(root);
	const matches = linkPage(
		texts.map(({ node, block, before }) => ({ text: node.value, before, block })),
		index,
		{ ...options, maxLinksPerBlock: MAX_LINKS_PER_BLOCK, handLinked },
	);
	const linked: string[] = [];
	texts.forEach(({ node }, k) => {
		if (!matches[k]!.length) return;
		const parts = splitSegment(node.value, matches[k]!).map((part): ElementContent => {
			if (typeof part === 'string') return { type: 'text', value: part };
			linked.push(part.slug);
			return tooltipElement(part.text, part.slug, part.definition, `gl-${linked.length}`);
		});
		ctx.replaceNode(node, parts);
	});
	return linked;
}

/** A Sätteri hast plugin entry (a factory: one fresh page state per document). */
export function createGlossaryHastPlugin(
	index: TermIndex,
	options: GlossaryHastPluginOptions = {},
): (ctx: PluginFactoryContext) => HastPluginDefinition | null {
	const include = options.include ?? DEFAULT_INCLUDE;
	return (factoryCtx) => {
		if (!include(factoryCtx.fileURL) || index.size === 0) return null;
		const astro = (factoryCtx.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro;
		if (astro?.frontmatter?.glossaryLinks === false) return null;
		const listed = astro?.frontmatter?.reviewTerms;
		const keyTerms = Array.isArray(listed) ? listed.map(String) : undefined;
		return {
			name: 'glossary-linker',
			before(root, ctx) {
				const linked = linkDocument(root as Root, ctx, index, {
					maxLinks: options.maxLinks,
					keyTerms,
				});
				const page = pageOfContentFile(factoryCtx.fileURL);
				const title = astro?.frontmatter?.title;
				if (page) options.onLinked?.(page, linked, typeof title === 'string' ? title : undefined);
			},
		};
	};
}
