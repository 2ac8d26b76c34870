import type { WriteFailure } from '../../lib/admin/errors';

/** What a request made with the editor's token came to. */
export type TokenResult<T> =
	| { ok: true; value: T }
	| { ok: false; cancelled: true }
	| { ok: false; cancelled: false; failure: WriteFailure };

/**
 * Runs a request with the editor's token: asks for it when there is none and again after a 401,
 * and resolves cancelled when the editor closes the token dialog (GlossaryAdmin provides it).
 */
export type TokenRun = <T>(
	request: (token: string) => Promise<T>,
	failureName: string,
) => Promise<TokenResult<T>>;
