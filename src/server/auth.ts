import { timingSafeEqual } from 'node:crypto';
import type { ServerEnv } from './env.ts';
import { error } from './http.ts';

/**
 * Checks `Authorization: Bearer <ADMIN_TOKEN>` on a write. Returns an error response to send, or
 * null when the request may proceed. Read-only deployments and missing configuration answer 503.
 */
export function requireAdmin(req: Request, env: Pick<ServerEnv, 'adminToken' | 'readOnly'>): Response | null {
	if (env.readOnly) {
		return error(503, 'This deployment serves a read-only glossary: configure LIBSQL_URL to enable editing.');
	}
	if (!env.adminToken) return error(503, 'Editing is disabled: configure ADMIN_TOKEN to enable it.');
	const header = req.headers.get('authorization') ?? '';
	const match = /^Bearer\s+(.+)$/i.exec(header.trim());
	if (!match) return error(401, 'Sign-in required: send the admin token as a Bearer token.', { 'WWW-Authenticate': 'Bearer' });
	const given = Buffer.from(match[1]!);
	const expected = Buffer.from(env.adminToken);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
		return error(401, 'The admin token is not valid.', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
	}
	return null;
}
