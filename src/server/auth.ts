import { editorForToken } from './editors.ts';
import type { ServerEnv } from './env.ts';
import { FailedAttempts } from './failed-attempts.ts';
import { error } from './http.ts';

/** Wrong admin tokens per client, for this process. */
const failedAttempts = new FailedAttempts();

/** Who may go on (the editor's name, recorded with the write), or the response that refuses. */
export type EditorCheck = { editor: string } | { response: Response };

const refuse = (...answer: Parameters<typeof error>): EditorCheck => ({
	response: error(...answer),
});

/**
 * Checks `Authorization: Bearer <token>` against the configured editors (src/server/editors.ts).
 * Read-only deployments and missing or misconfigured tokens answer 503. A right token always gets
 * through, so others sending wrong tokens from the editor's address (a shared NAT, a proxy) cannot
 * lock the editor out; a client that sent too many wrong tokens recently gets 429 for the next
 * wrong ones, which keeps guessing slow (the tokens' length is what makes it hopeless).
 * @param client who is asking (the client's IP address), for counting wrong tokens
 */
export function requireEditor(
	req: Request,
	env: Pick<ServerEnv, 'editors' | 'editorsProblem' | 'readOnly'>,
	client = 'unknown',
): EditorCheck {
	if (env.readOnly)
		return refuse(
			503,
			'This deployment serves a read-only glossary: configure LIBSQL_URL to enable editing.',
		);
	if (env.editorsProblem) return refuse(503, `Editing is disabled: ${env.editorsProblem}`);
	if (!env.editors.length)
		return refuse(503, 'Editing is disabled: configure ADMIN_TOKEN or ADMIN_TOKENS to enable it.');
	const header = req.headers.get('authorization') ?? '';
	const match = /^Bearer\s+(.+)$/i.exec(header.trim());
	if (!match)
		return refuse(401, 'Sign-in required: send your editor token as a Bearer token.', {
			'WWW-Authenticate': 'Bearer',
		});
	const editor = editorForToken(env.editors, match[1]!);
	if (editor) {
		// A typo the editor then corrected is forgiven; a lockout others caused stays for them.
		if (!failedAttempts.retryAfterSeconds(client)) failedAttempts.recordSuccess(client);
		return { editor: editor.name };
	}
	const wait = failedAttempts.retryAfterSeconds(client);
	if (wait)
		return refuse(
			429,
			`Too many wrong admin tokens from this address. Try again in ${wait} seconds.`,
			{ 'Retry-After': String(wait) },
		);
	failedAttempts.recordFailure(client);
	return refuse(401, 'The admin token is not valid.', {
		'WWW-Authenticate': 'Bearer error="invalid_token"',
	});
}
