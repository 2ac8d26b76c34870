/** The errors the glossary's writes throw; handlers turn them into 409 answers. */
import type { Term } from '../../lib/glossary/term-model.ts';

/** A write that would duplicate a unique term name or slug. */
export class GlossaryConflictError extends Error {
	readonly field: 'term' | 'slug';
	constructor(field: 'term' | 'slug', message: string) {
		super(message);
		this.name = 'GlossaryConflictError';
		this.field = field;
	}
}

/** An update made from an older version of the term than the stored one (someone saved in between). */
export class GlossaryStaleError extends Error {
	readonly current: Term;
	constructor(current: Term) {
		super('This term was changed by someone else after you opened it.');
		this.name = 'GlossaryStaleError';
		this.current = current;
	}
}
