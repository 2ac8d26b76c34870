import type { SVGProps } from 'react';

/**
 * The islands' icons, drawn once. Every icon is decorative (`aria-hidden`): the control that
 * shows it carries the name. Each takes the usual SVG props (className, size, stroke width) to
 * fit where it is shown; its drawing never changes.
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

/** A filled check mark (the chosen option). */
export function CheckIcon(props: IconProps) {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" {...props}>
			<path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
		</svg>
	);
}

/**
 * A cross (close, dismiss, remove). Drawn on a 20-unit grid: at 12 px, a stroke width of 10/3
 * draws the 2 px stroke a small chip's cross has.
 */
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

/** A loudspeaker with sound waves (pronunciation). */
export function SpeakerIcon(props: IconProps) {
	return (
		<svg
			aria-hidden="true"
			width="18"
			height="18"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			{...props}
		>
			<path d="M11 5 6 9H2v6h4l5 4z" />
			<path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
		</svg>
	);
}

/** A padlock, open or closed (editing unlocked or locked). */
export function LockIcon({ open, ...props }: IconProps & { open: boolean }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 20 20"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.6"
			{...props}
		>
			<rect x="4" y="9" width="12" height="8" rx="1.5" />
			<path d={open ? 'M7 9V6a3 3 0 0 1 5.8-1' : 'M7 9V6a3 3 0 0 1 6 0v3'} strokeLinecap="round" />
		</svg>
	);
}
