/**
 * Placeholders shown while a list loads: grey bars in the shape of the cards to come, pulsing,
 * hidden from assistive technology (the list's own status says it is loading).
 */

interface Props {
	/** How many cards. */
	count: number;
	/** Classes of the list (its grid). */
	className: string;
	/** For tests that count the placeholders. */
	testId?: string;
}

/** A title bar over three lines of text, `count` times, in cards of `cardClassName` (height, padding). */
export function SkeletonCards({
	count,
	className,
	cardClassName,
	testId,
}: Props & { cardClassName: string }) {
	return (
		<ul className={className} aria-hidden="true" data-testid={testId}>
			{Array.from({ length: count }, (_, i) => (
				<li key={i} className={`card animate-pulse ${cardClassName}`}>
					<span className="block h-5 w-1/2 skeleton" />
					<span className="mt-3 block h-3 w-full skeleton" />
					<span className="mt-2 block h-3 w-5/6 skeleton" />
					<span className="mt-2 block h-3 w-2/3 skeleton" />
				</li>
			))}
		</ul>
	);
}

/** A row of square tiles, e.g. the letter bar's 26. */
export function SkeletonTiles({ count, className, testId }: Props) {
	return (
		<ul className={className} aria-hidden="true" data-testid={testId}>
			{Array.from({ length: count }, (_, i) => (
				<li key={i} className="h-11 animate-pulse rounded-lg skeleton" />
			))}
		</ul>
	);
}
