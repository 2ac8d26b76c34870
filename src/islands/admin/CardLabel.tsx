/** A value's label on a phone, where the table's header row is hidden (screen readers have the header). */
export default function CardLabel({ children }: { children: string }) {
	return (
		<span aria-hidden="true" className="font-semibold text-slate-900 sm:hidden dark:text-white">
			{children}:{' '}
		</span>
	);
}
