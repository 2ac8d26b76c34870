/** The errors the glossary's writes throw; handlers turn them into 409 answers. */
import type { Term } from '../../lib/glossary/term-model.ts';

/**
 * A write the glossary refuses, naming the field at fault: a duplicate term name or slug (409), or
 * a restore that cannot be (400, 404, 409).
 */
export class GlossaryRefusal extends Error {
	readonly field: string;
	readonly status: 400 | 404 | 409;
	constructor(field: string, message: string, status: 400 | 404 | 409 = 409) {
		super(message);
		this.name = 'GlossaryRefusal';
		this.field = field;
		this.status = status;
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
