/**
 * Saving over someone else's newer version without undoing their work: a three-way merge, field by
 * field, of the version the editor's form started from (base), what the editor has now (mine) and
 * what the server now holds (theirs). Fields only the editor changed take the editor's value,
 * fields only the other save changed keep theirs, and a field both changed to different values is
 * named before anything is saved, since saving the editor's value there replaces theirs.
 * Pure; no server or browser dependencies.
 */
import { normaliseField } from './field-rules.ts';
import { FIELD_NAMES, type FieldName, type TermInput } from './term-model.ts';

type Fields = { [K in FieldName]: string | null };

/** What "Overwrite" would do, and the body it sends (to be saved over `theirs`' version only). */
export interface OverwritePlan {
	/** Theirs, with the fields the editor changed set to the editor's values. */
	merged: TermInput;
	/** Fields the editor changed since the form opened (saved as the editor has them). */
	mine: FieldName[];
	/** Fields the other save(s) changed since the form opened. */
	theirs: FieldName[];
	/** Fields both changed, to different values: their value is replaced by the editor's. */
	lost: FieldName[];
}

/** A value as it would be stored: equal values differ only in spacing, list commas or accents' form. */
function stored(name: FieldName, value: string | null | undefined): string {
	const result = normaliseField(name, value ?? null);
	return (result.ok ? result.value : (value ?? '').trim()) ?? '';
}

const same = (name: FieldName, a: string | null | undefined, b: string | null | undefined) =>
	stored(name, a) === stored(name, b);

/**
 * Plans an overwrite: `base` is the version the form started from, `mine` the form's body now,
 * `theirs` the version the server holds. Every field comes from `theirs` unless the editor changed
 * it; an emptied slug means "keep the current one", so it is never counted as a change.
 */
export function planOverwrite(
	base: TermInput | Fields,
	mine: TermInput | Fields,
	theirs: TermInput | Fields,
): OverwritePlan {
	const merged = {} as Fields;
	const plan: OverwritePlan = { merged: merged as TermInput, mine: [], theirs: [], lost: [] };
	for (const name of FIELD_NAMES) {
		const iChanged = !same(name, base[name], mine[name]) && !(name === 'slug' && !mine[name]);
		const theyChanged = !same(name, base[name], theirs[name]);
		if (theyChanged) plan.theirs.push(name);
		if (!iChanged) {
			merged[name] = theirs[name] ?? null;
			continue;
		}
		plan.mine.push(name);
		merged[name] = mine[name] ?? null;
		if (theyChanged && !same(name, mine[name], theirs[name])) plan.lost.push(name);
	}
	return plan;
}
