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

/** A filled chevron pointing down (a disclosure or a picker; rotate it for "open"). */
export function ChevronDownIcon(props: IconProps) {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" {...props}>
			<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
		</svg>
	);
}

/** A cross (close, dismiss). */
export function CloseIcon(props: IconProps) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 20 20"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			{...props}
		>
			<path d="M5 5l10 10M15 5L5 15" />
		</svg>
	);
}
