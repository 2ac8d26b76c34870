/**
 * No "name" or "example" review card built from a term file in content/glossary/terms shows the
 * name it asks for, in any form the leak lint knows (src/lib/review/term-card-lint.ts).
 */
import { expect, test } from 'vitest';
import { readTermFiles } from '../../src/server/glossary-seed.ts';
import { termCards } from '../../src/lib/review/term-cards.ts';
import { cardLeaks } from '../../src/lib/review/term-card-lint.ts';
import { TERMS_DIR } from '../helpers/content.ts';

const { terms } = readTermFiles(TERMS_DIR);

test('no name or example card shows its term, an alias or a form of them', () => {
	expect(terms.length).toBeGreaterThan(0);
	const allNames = terms.flatMap((term) => [term.term, ...term.aliases]);
	const leaks = terms.flatMap((term) =>
		cardLeaks(
			termCards({
				slug: term.slug,
				term: term.term,
				aliases: term.aliases,
				short_definition: term.short_definition ?? null,
				examples: term.examples,
			}),
			[term.term, ...term.aliases],
			allNames,
		),
	);
	expect(leaks.length, `\n${leaks.join('\n')}\n`).toBe(0);
});
