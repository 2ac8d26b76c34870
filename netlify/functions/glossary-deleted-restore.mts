/**
 * POST /api/glossary/deleted/{id}/restore { slug?, change_note?, show_editor? } → 201 with the
 * deleted term back, under `slug` when given, else its old slug (editors only). Every field is
 * optional: no body at all restores it as it was.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { wholeNumber } from '../../src/server/glossary-http.ts';
import { glossaryWrite } from '../../src/server/glossary-write.ts';
import { CACHE, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { restoreDeletedTerm } from '../../src/server/term-history.ts';

const BODY = {
	schema: z.strictObject({
		slug: z.string({ error: 'must be text: the new slug for the restored term' }).nullish(),
	}),
	what: 'slug and change_note',
	optional: true,
};

export default route({
	input: z.object({ id: wholeNumber('The deleted term id must be a positive whole number.') }),
	editors: ['POST'],
	POST: (call) =>
		glossaryWrite(
			call,
			BODY,
			'Nothing was restored: look at the newer version first.',
			async (db, { slug }, change) => {
				const term = await restoreDeletedTerm(db, call.input.id, change, {
					slug: slug || undefined,
				});
				return { id: term.id, response: json(term, { status: 201, cache: CACHE.none }) };
			},
		),
});

export const config: Config = { path: '/api/glossary/deleted/:id/restore' };
