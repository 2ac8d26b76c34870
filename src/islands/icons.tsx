import type { SVGProps } from 'react';

/**
 * The icons more than one island draws, drawn once. Every icon is decorative (`aria-hidden`):
 * the control that shows it carries the name. Each takes the usual SVG props (className, size,
 * stroke width) to fit where it is shown; its drawing never changes. An icon only one island uses
 * stays beside its use: this module becomes a chunk of its own that every island using any of
 * these icons loads, so each icon here costs bytes on every such page. For that reason the
 * glossary's islands still draw their own chevron and cross: the glossary page's JavaScript
 * budget has no room for this chunk.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The magnifier of search buttons and fields. */
export function SearchIcon(props: IconProps) {
	return (
		<svg
			aria-hidden="true"
			width="20"
			height="20"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth={2}
			strokeLinecap="round"
			{...props}
		>
			<circle cx="11" cy="11" r="7" />
			<path d="m20 20-3.5-3.5" />
		</svg>
	);
}
