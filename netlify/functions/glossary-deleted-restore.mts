/**
 * POST /api/glossary/deleted/{id}/restore { slug?, change_note?, show_editor? } → 201 with the
 * deleted term back, under `slug` when given, else its old slug (editors only). Every field is
 * optional: no body at all restores it as it was.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../../src/server/db.ts';
import { readChange, refusedWrite, wholeNumber } from '../../src/server/glossary-http.ts';
import { CACHE, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { restoreDeletedTerm } from '../../src/server/term-history.ts';
import { publishWrite } from '../../src/server/term-page.ts';

const Body = z.strictObject({
	slug: z.string({ error: 'must be text: the new slug for the restored term' }).nullish(),
});

export default route({
	input: z.object({ id: wholeNumber('The deleted term id must be a positive whole number.') }),
	editors: ['POST'],
	POST: async ({ req, context, input: { id }, editor }) => {
		const body = await readChange(req, Body, 'slug and change_note', { optional: true });
		if ('response' in body) return body.response;
		const db = await getDb();
		try {
			const term = await restoreDeletedTerm(
				db,
				id,
				{ editor, ...body.note },
				{ slug: body.input.slug || undefined },
			);
			await publishWrite(req, context, db, term.id);
			return json(term, { status: 201, cache: CACHE.none });
		} catch (cause) {
			return refusedWrite(cause, 'Nothing was restored: look at the newer version first.');
		}
	},
});

export const config: Config = { path: '/api/glossary/deleted/:id/restore' };
