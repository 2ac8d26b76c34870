/**
 * A term's history as the API gives it (src/server/term-history.ts) and what the admin screen and
 * the public term page make of it: a field-by-field comparison of two versions, and the short
 * public change log. Pure functions; no server or browser dependencies.
 */
import { diffWordsWithSpace } from 'diff';
import { joinWords } from '../text.ts';
import { FIELD_NAMES, TERM_FIELDS, type FieldName, type TermInput } from './term-model.ts';

export type RevisionAction = 'import' | 'create' | 'update' | 'delete' | 'restore';

/** One revision as history lists it (without the fields). */
export interface RevisionSummary {
	revision: number;
	action: RevisionAction;
	term: string;
	slug: string;
	/** Names of the fields that differ from the previous revision. */
	changed: FieldName[];
	editor: string | null;
	note: string | null;
	show_editor: boolean;
	created_at: string;
}

export interface Revision extends RevisionSummary {
	fields: TermInput;
}

export interface HistoryPage {
	term_id: number;
	slug: string;
	/** No current term has the slug: this is the history of a deleted term. */
	deleted: boolean;
	revisions: RevisionSummary[];
	/** The `before` for the next (older) page, or null at the first revision. */
	next: number | null;
}

/** A deleted term that can still be restored. */
export interface DeletedTerm {
	/** The term's id, kept by its revisions (ids are never reused). */
	id: number;
	term: string;
	slug: string;
	/** Its last revision (the delete), which holds its last version. */
	revision: number;
	deleted_at: string;
	deleted_by: string | null;
	note: string | null;
	/** When it will be purged. */
	purge_after: string;
	/** Another term has taken its slug since: restoring needs a new one. */
	slug_taken: boolean;
}

export interface DeletedTermsPage {
	terms: DeletedTerm[];
	retention_days: number;
}

/** How long a deleted term can be restored from "Recently deleted", unless the deployment says otherwise. */
export const DEFAULT_RETENTION_DAYS = 90;

/** What the editor confirms before deleting a term: which term, and that it can be restored. */
export const deleteQuestion = (name: string, days = DEFAULT_RETENTION_DAYS) =>
	`Delete “${name}”? It leaves the glossary and its page at once. You can restore it from “Recently deleted” below the list for ${days} days.`;

/** How history names an action. */
export const ACTION_LABELS: Readonly<Record<RevisionAction, string>> = {
	import: 'Imported',
	create: 'Created',
	update: 'Edited',
	delete: 'Deleted',
	restore: 'Restored',
};

/** A field's label, as the admin form shows it. */
export const fieldLabel = (name: FieldName) => TERM_FIELDS[name].label;

/** When a revision was saved, as the admin screen shows it: "28 Nov 2026, 21:50 UTC". */
export const formatSavedAt = (iso: string) =>
	new Date(iso).toLocaleString('en-GB', {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: 'UTC',
	}) + ' UTC';

/** Who saved revisions and when: "admin at 28 Nov 2026, 21:50 UTC (revision 7)", newest last. */
export function describeSaves(revisions: readonly RevisionSummary[]): string {
	return joinWords(
		[...revisions]
			.sort((a, b) => a.revision - b.revision)
			.map(
				(revision) =>
					`${revision.editor ?? 'an import from the term files'} at ${formatSavedAt(revision.created_at)} (revision ${revision.revision})`,
			),
	);
}

/** One run of text in a comparison: kept, added (in the newer version) or removed from the older. */
export interface TextPart {
	kind: 'same' | 'added' | 'removed';
	text: string;
}

export interface FieldComparison {
	field: FieldName;
	label: string;
	parts: TextPart[];
}

/**
 * The fields that differ between an older and a newer version, each as words kept, added and
 * removed (whitespace kept, so paragraphs and lists read as they are stored).
 */
export function compareVersions(older: TermInput, newer: TermInput): FieldComparison[] {
	const comparisons: FieldComparison[] = [];
	for (const field of FIELD_NAMES) {
		const before = older[field] ?? '';
		const after = newer[field] ?? '';
		if (before === after) continue;
		const parts: TextPart[] = diffWordsWithSpace(before, after).map((change) => ({
			kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
			text: change.value,
		}));
		comparisons.push({ field, label: fieldLabel(field), parts });
	}
	return comparisons;
}

/** Fields a reader sees as the text of the entry: a change to these is in the public change log. */
export const TEXT_FIELDS: ReadonlySet<FieldName> = new Set<FieldName>([
	'term',
	'aliases',
	'short_definition',
	'comprehensive_definition',
	'pronunciation',
	'examples',
	'example_sentences',
]);

/** An entry of a term page's public change log. */
export interface PublicChange {
	/** ISO date and time of the change. */
	date: string;
	/** The editor's note, or what changed when there is none. */
	note: string;
	/** Only when the editor chose to show it. */
	editor?: string;
}

/** What a change touched, in words, when the editor left no note. */
function describeChange(changed: readonly FieldName[]): string {
	const labels = changed.filter((field) => TEXT_FIELDS.has(field)).map(fieldLabel);
	if (!labels.length) return 'Updated.';
	return `Updated: ${joinWords(labels).toLowerCase()}.`;
}

/**
 * The public change log of a term, newest first: editors' revisions that changed its text (not
 * imports from files, not deletes), with their notes, and the editor's name only where the
 * editor chose to show it.
 */
export function publicChanges(revisions: readonly RevisionSummary[]): PublicChange[] {
	return revisions
		.filter(
			(revision) =>
				(revision.action === 'update' ||
					revision.action === 'restore' ||
					revision.action === 'create') &&
				revision.changed.some((field) => TEXT_FIELDS.has(field)),
		)
		.map((revision) => ({
			date: revision.created_at,
			note:
				revision.note ??
				(revision.action === 'create'
					? 'Added to the glossary.'
					: describeChange(revision.changed)),
			...(revision.show_editor && revision.editor ? { editor: revision.editor } : {}),
		}))
		.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
