import type { ReactNode } from 'react';
import type { FieldComparison } from '../../lib/glossary/history';

interface Props {
	revision: number;
	/** The fields that differ, from the revision (older) to the current version (newer). */
	comparisons: FieldComparison[];
	restoring: boolean;
	onRestore: () => void;
	onClose: () => void;
}

/** The comparison's heading, which takes focus when it appears (so it is announced). */
export const comparisonHeadingId = (revision: number) => `comparison-${revision}`;

/**
 * One revision compared with the current version, field by field. Text only in the revision is
 * struck through and introduced as "removed", text only in the current version is underlined and
 * introduced as "added": the marks are in the text itself, not only in colour.
 */
export default function RevisionComparison({
	revision,
	comparisons,
	restoring,
	onRestore,
	onClose,
}: Props) {
	return (
		<section
			aria-labelledby={comparisonHeadingId(revision)}
			className="space-y-4 rounded-xl border border-slate-300 p-4 dark:border-slate-700"
		>
			<h4
				id={comparisonHeadingId(revision)}
				tabIndex={-1}
				className="text-lg font-semibold text-slate-900 outline-none dark:text-white"
			>
				Revision {revision} compared with the current version
			</h4>
			{comparisons.length === 0 ? (
				<p className="text-sm text-slate-700 dark:text-slate-300">
					This revision says the same as the current version.
				</p>
			) : (
				<>
					<p className="text-sm text-slate-700 dark:text-slate-300">
						<del className="diff-removed">Struck-through text</del> is in revision {revision} and
						not in the current version; <ins className="diff-added">underlined text</ins> is in the
						current version only. Restoring brings back revision {revision}.
					</p>
					<FieldDiffs comparisons={comparisons} />
				</>
			)}
			<div className="flex flex-wrap gap-3">
				{comparisons.length > 0 && (
					<button
						type="button"
						className="btn-primary"
						aria-disabled={restoring || undefined}
						onClick={() => (restoring ? undefined : onRestore())}
					>
						{restoring ? 'Restoring…' : 'Restore this version'}
					</button>
				)}
				<button type="button" className="btn-secondary" onClick={onClose}>
					Close comparison
				</button>
			</div>
		</section>
	);
}

/**
 * Fields compared word by word: text only in the older version struck through and introduced as
 * "removed", text only in the newer one underlined and introduced as "added". `extra` adds lines
 * under a field (e.g. the editor's own version of it).
 */
export function FieldDiffs({
	comparisons,
	extra,
}: {
	comparisons: readonly FieldComparison[];
	extra?: (comparison: FieldComparison) => ReactNode;
}) {
	return (
		<dl className="space-y-4">
			{comparisons.map((comparison) => (
				<div key={comparison.field}>
					<dt className="text-sm font-semibold text-slate-900 dark:text-white">
						{comparison.label}
					</dt>
					<dd className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
						{comparison.parts.map((part, index) => {
							if (part.kind === 'same') return <span key={index}>{part.text}</span>;
							const Mark = part.kind === 'removed' ? 'del' : 'ins';
							return (
								<Mark key={index} className={`diff-${part.kind}`}>
									<span className="sr-only">[{part.kind}: </span>
									{part.text}
									<span className="sr-only">]</span>
								</Mark>
							);
						})}
					</dd>
					{extra?.(comparison)}
				</div>
			))}
		</dl>
	);
}
