import { timingSafeEqual } from 'node:crypto';
import { adminTokenProblem, type ServerEnv } from './env.ts';
import { FailedAttempts } from './failed-attempts.ts';
import { error } from './http.ts';

/** Wrong admin tokens per client, for this process. */
const failedAttempts = new FailedAttempts();

/**
 * Checks `Authorization: Bearer <ADMIN_TOKEN>` on a write. Returns an error response to send, or
 * null when the request may proceed. Read-only deployments and missing or too-short configured
 * tokens answer 503; a client that sent too many wrong tokens recently answers 429.
 * @param client who is asking (the client's IP address), for counting wrong tokens
 */
export function requireAdmin(
	req: Request,
	env: Pick<ServerEnv, 'adminToken' | 'readOnly'>,
	client = 'unknown',
): Response | null {
	if (env.readOnly) {
		return error(
			503,
			'This deployment serves a read-only glossary: configure LIBSQL_URL to enable editing.',
		);
	}
	if (!env.adminToken)
		return error(503, 'Editing is disabled: configure ADMIN_TOKEN to enable it.');
	const problem = adminTokenProblem(env.adminToken);
	if (problem) return error(503, `Editing is disabled: ${problem}`);
	const header = req.headers.get('authorization') ?? '';
	const match = /^Bearer\s+(.+)$/i.exec(header.trim());
	if (!match)
		return error(401, 'Sign-in required: send the admin token as a Bearer token.', {
			'WWW-Authenticate': 'Bearer',
		});
	const wait = failedAttempts.retryAfterSeconds(client);
	if (wait) {
		return error(
			429,
			`Too many wrong admin tokens from this address. Try again in ${wait} seconds.`,
			{ 'Retry-After': String(wait) },
		);
	}
	const given = Buffer.from(match[1]!);
	const expected = Buffer.from(env.adminToken);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
		failedAttempts.recordFailure(client);
		return error(401, 'The admin token is not valid.', {
			'WWW-Authenticate': 'Bearer error="invalid_token"',
		});
	}
	failedAttempts.recordSuccess(client);
	return null;
}
