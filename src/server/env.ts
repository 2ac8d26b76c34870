/**
 * Server configuration, read once from the environment and passed down (never read deep inside
 * modules). Works the same under `npm start`, tests, scripts and Netlify Functions.
 */
export interface ServerEnv {
	/** libSQL URL: `file:…` (embedded), `libsql://…` (Turso / sqld) or `:memory:`. */
	databaseUrl: string;
	databaseAuthToken?: string;
	/**
	 * True when running on Netlify without a configured database: reads use the glossary database
	 * built with the site and shipped beside the functions; writes answer 503.
	 */
	readOnly: boolean;
	/** Bearer token required by every write; undefined disables writes (503). */
	adminToken?: string;
}

/** Shortest ADMIN_TOKEN accepted: long random tokens cannot be guessed, however many tries. */
export const MIN_ADMIN_TOKEN_LENGTH = 24;

/** What is wrong with a configured admin token, or undefined when it is acceptable. */
export function adminTokenProblem(token: string | undefined): string | undefined {
	if (token === undefined || token.length >= MIN_ADMIN_TOKEN_LENGTH) return undefined;
	return `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters long. Use a long random value, e.g. the output of \`openssl rand -base64 32\`.`;
}

/** Where `npm start` keeps the embedded database (git-ignored). */
export const LOCAL_DATABASE_FILE = '.data/atlas.db';
/** The read-only glossary database the Netlify build produces and ships with the functions. */
export const BUNDLED_DATABASE_FILE = '.data/bundled.db';

type Env = Record<string, string | undefined>;

/** Resolves the server configuration from environment variables. */
export function readServerEnv(env: Env = process.env): ServerEnv {
	const url = env.LIBSQL_URL || env.TURSO_DATABASE_URL;
	const authToken = env.LIBSQL_AUTH_TOKEN || env.TURSO_AUTH_TOKEN || undefined;
	const adminToken = env.ADMIN_TOKEN || undefined;
	if (url) return { databaseUrl: url, databaseAuthToken: authToken, readOnly: false, adminToken };
	// On Netlify's function runtime with no database configured, fall back to the bundled file
	// (not under local emulation, nor when a local file is named explicitly).
	const onNetlifyRuntime = Boolean(env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY_FUNCTIONS_RUNTIME);
	if (onNetlifyRuntime && !env.DATABASE_FILE && !env.NETLIFY_DEV && !env.NETLIFY_LOCAL) {
		return { databaseUrl: `file:${BUNDLED_DATABASE_FILE}`, readOnly: true, adminToken };
	}
	return {
		databaseUrl: `file:${env.DATABASE_FILE || LOCAL_DATABASE_FILE}`,
		readOnly: false,
		adminToken,
	};
}
