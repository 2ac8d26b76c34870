/**
 * The magnifier of the search dialog's field (decorative). The same drawing as `SearchIcon` in
 * src/islands/icons.tsx, kept here on purpose: importing that module makes it a chunk of its own
 * that the dialog's first query downloads, and the first query's 60 KB budget has no room for it.
 */
export function SearchIcon() {
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
		>
			<circle cx="11" cy="11" r="7" />
			<path d="m20 20-3.5-3.5" />
		</svg>
	);
}
