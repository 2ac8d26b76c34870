/**
 * GET /api/glossary/deleted → { terms, retention_days }: the terms deleted within the retention
 * period, after which they are purged (editors only).
 */
import type { Config } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import { CACHE, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { listDeletedTerms, retentionDays } from '../../src/server/term-history.ts';

export default route({
	editors: ['GET'],
	GET: async () => {
		const days = retentionDays();
		const terms = await listDeletedTerms(await getDb(), days);
		return json({ terms, retention_days: days }, { cache: CACHE.none });
	},
});

export const config: Config = { path: '/api/glossary/deleted' };
