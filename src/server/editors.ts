/**
 * Who may edit the glossary: named editors, each with a token of their own.
 *
 * `ADMIN_TOKEN` is the editor "admin"; `ADMIN_TOKENS="ana:<token>,ben:<token>"` adds one editor per
 * entry. Removing an entry revokes that editor's token at the next start (or function cold start).
 * Every write records the name of the editor whose token it carried.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface Editor {
	name: string;
	token: string;
}

/** Shortest token accepted: long random tokens cannot be guessed, however many tries. */
export const MIN_ADMIN_TOKEN_LENGTH = 24;
/** An editor's name as history shows it: a short handle, no spaces. */
export const EDITOR_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/i;
/** The name `ADMIN_TOKEN` signs in as. */
export const DEFAULT_EDITOR = 'admin';

const TOKEN_ADVICE = 'Use a long random value, e.g. the output of `openssl rand -base64 32`.';

export interface EditorsConfig {
	editors: Editor[];
	/** What is wrong with the configuration: editing stays off until it is fixed. */
	problem?: string;
}

/**
 * Reads the editors from `ADMIN_TOKEN` and `ADMIN_TOKENS`. A malformed entry, a short token, a
 * repeated name or a token shared by two editors is a problem that names the entry (never the
 * token itself, which would end up in logs).
 */
export function readEditors(adminToken?: string, adminTokens?: string): EditorsConfig {
	const refuse = (problem: string): EditorsConfig => ({ editors: [], problem });
	const editors: Editor[] = [];
	if (adminToken) {
		if (adminToken.length < MIN_ADMIN_TOKEN_LENGTH)
			return refuse(
				`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters long. ${TOKEN_ADVICE}`,
			);
		editors.push({ name: DEFAULT_EDITOR, token: adminToken });
	}
	const entries = (adminTokens ?? '')
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean);
	for (const [index, entry] of entries.entries()) {
		const where = `ADMIN_TOKENS entry ${index + 1}`;
		const colon = entry.indexOf(':');
		if (colon < 1) return refuse(`${where} must be written name:token, e.g. ana:<token>.`);
		const name = entry.slice(0, colon).trim();
		const token = entry.slice(colon + 1).trim();
		if (!EDITOR_NAME_PATTERN.test(name))
			return refuse(
				`${where}: the editor name "${name.slice(0, 40)}" must be 1–40 letters, digits, dots, hyphens or underscores, starting with a letter or digit.`,
			);
		if (token.length < MIN_ADMIN_TOKEN_LENGTH)
			return refuse(
				`${where} ("${name}"): the token must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters long. ${TOKEN_ADVICE}`,
			);
		if (editors.some((editor) => editor.name.toLowerCase() === name.toLowerCase()))
			return refuse(
				`${where}: the editor name "${name}" is used twice${name.toLowerCase() === DEFAULT_EDITOR ? ' ("admin" is the editor of ADMIN_TOKEN)' : ''}.`,
			);
		if (editors.some((editor) => editor.token === token))
			return refuse(
				`${where} ("${name}"): this token is already another editor's. Give each editor a token of their own.`,
			);
		editors.push({ name, token });
	}
	return { editors };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The editor whose token this is, or undefined. Compares fixed-length digests in constant time,
 * so neither a token's length nor its first differing character shows in the time taken.
 */
export function editorForToken(editors: readonly Editor[], given: string): Editor | undefined {
	const givenDigest = digest(given);
	let found: Editor | undefined;
	for (const editor of editors) {
		// Every editor is compared, so the time does not tell which one matched.
		if (timingSafeEqual(givenDigest, digest(editor.token))) found ??= editor;
	}
	return found;
}
