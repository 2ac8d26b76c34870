/**
 * POST /api/glossary/term/{slug}/restore { revision, change_note?, show_editor? } → the term with
 * that revision's fields, saved as a new revision (editors only). If-Match: 409 when the term
 * changed since.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { slugParam } from '../../src/server/glossary-http.ts';
import { glossaryWrite, ifMatchVersion } from '../../src/server/glossary-write.ts';
import { CACHE, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { restoreRevision } from '../../src/server/term-history.ts';

const REVISION = 'must be the number of the revision to restore';
const BODY = {
	schema: z.strictObject({
		revision: z.number({ error: REVISION }).int(REVISION).min(1, REVISION),
	}),
	what: 'revision and change_note',
};

export default route({
	input: z.object({ slug: slugParam }),
	editors: ['POST'],
	POST: (call) =>
		glossaryWrite(
			call,
			BODY,
			'Nothing was restored: look at the newer version first.',
			async (db, { revision }, change) => {
				const expectedVersion = ifMatchVersion(call.req);
				const term = await restoreRevision(db, call.input.slug, revision, change, {
					expectedVersion,
				});
				return { id: term.id, response: json(term, { cache: CACHE.none }) };
			},
		),
});

export const config: Config = { path: '/api/glossary/term/:slug/restore' };
