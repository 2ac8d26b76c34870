/**
 * The lead diagram of a guide or article, as markup for its page (src/lib/html/inline-svg.ts says
 * why it is carried in the HTML). The content collections give a page its image as the URL the
 * build emitted; the same files imported here get the same URLs, which is how a page's image is
 * matched with its source text.
 */
import { inlineSvg } from '../lib/html/inline-svg';

const sources = import.meta.glob<string>('/content/*/images/*.svg', {
	query: '?raw',
	import: 'default',
	eager: true,
});
const emitted = import.meta.glob<{ src: string }>('/content/*/images/*.svg', {
	import: 'default',
	eager: true,
});

const sourceByUrl = new Map(
	Object.entries(emitted).map(([file, image]) => [image.src, sources[file]!] as const),
);

/**
 * The picture at `src` as inline SVG named `alt`, or undefined when it is not one of the SVG files
 * under content/ (a raster image stays a linked `<img>`).
 */
export function leadDiagram(src: string, alt: string): string | undefined {
	const source = sourceByUrl.get(src);
	return source === undefined
		? undefined
		: inlineSvg(source, { label: alt, idPrefix: 'lead-', attributes: { 'data-lead-diagram': '' } });
}
