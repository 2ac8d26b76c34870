/**
 * POST /api/glossary/term/{slug}/restore { revision, change_note?, show_editor? } → the term with
 * that revision's fields, saved as a new revision (editors only). If-Match: 409 when the term
 * changed since.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../../src/server/db.ts';
import {
	ifMatchVersion,
	readChange,
	refusedWrite,
	slugParam,
} from '../../src/server/glossary-http.ts';
import { CACHE, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { restoreRevision } from '../../src/server/term-history.ts';
import { publishWrite } from '../../src/server/term-page.ts';

const REVISION = 'must be the number of the revision to restore';
const Body = z.strictObject({
	revision: z.number({ error: REVISION }).int(REVISION).min(1, REVISION),
});

export default route({
	input: z.object({ slug: slugParam }),
	editors: ['POST'],
	POST: async ({ req, context, input: { slug }, editor }) => {
		const body = await readChange(req, Body, 'revision and change_note');
		if ('response' in body) return body.response;
		const db = await getDb();
		try {
			const term = await restoreRevision(
				db,
				slug,
				body.input.revision,
				{ editor, ...body.note },
				{ expectedVersion: ifMatchVersion(req) },
			);
			await publishWrite(req, context, db, term.id);
			return json(term, { cache: CACHE.none });
		} catch (cause) {
			return refusedWrite(cause, 'Nothing was restored: look at the newer version first.');
		}
	},
});

export const config: Config = { path: '/api/glossary/term/:slug/restore' };
