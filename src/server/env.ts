import { readEditors, type Editor } from './editors.ts';

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
	/**
	 * The editors whose Bearer tokens writes accept (ADMIN_TOKEN as "admin", plus ADMIN_TOKENS);
	 * none disables writes (503).
	 */
	editors: Editor[];
	/** A configuration mistake in ADMIN_TOKEN or ADMIN_TOKENS: writes answer 503 saying it. */
	editorsProblem?: string;
	/** Bytes all sync spaces together may hold (SYNC_BUDGET_MB, default 256 MiB). */
	syncBudgetBytes: number;
	/**
	 * Free space that sync leaves to editors on a local database file's volume
	 * (SYNC_DISK_RESERVE_MB, default 64 MiB): below it, sync stores nothing more.
	 */
	syncDiskReserveBytes: number;
}

/** Where `npm start` keeps the embedded database (git-ignored). */
export const LOCAL_DATABASE_FILE = '.data/atlas.db';
/** The read-only glossary database the Netlify build produces and ships with the functions. */
export const BUNDLED_DATABASE_FILE = '.data/bundled.db';

type Env = Record<string, string | undefined>;

/** A size given in MiB (fractions allowed), in bytes; the default when unset or not a size. */
function megabytes(value: string | undefined, fallback: number): number {
	const parsed = Number(value);
	return Math.round(
		(value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback) * 2 ** 20,
	);
}

/** Resolves the server configuration from environment variables. */
export function readServerEnv(env: Env = process.env): ServerEnv {
	const url = env.LIBSQL_URL || env.TURSO_DATABASE_URL;
	const authToken = env.LIBSQL_AUTH_TOKEN || env.TURSO_AUTH_TOKEN || undefined;
	const { editors, problem: editorsProblem } = readEditors(
		env.ADMIN_TOKEN || undefined,
		env.ADMIN_TOKENS,
	);
	const access = {
		...(editorsProblem ? { editors, editorsProblem } : { editors }),
		syncBudgetBytes: megabytes(env.SYNC_BUDGET_MB, 256),
		syncDiskReserveBytes: megabytes(env.SYNC_DISK_RESERVE_MB, 64),
	};
	if (url) return { databaseUrl: url, databaseAuthToken: authToken, readOnly: false, ...access };
	// On Netlify's function runtime with no database configured, fall back to the bundled file
	// (not under local emulation, nor when a local file is named explicitly).
	const onNetlifyRuntime = Boolean(env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY_FUNCTIONS_RUNTIME);
	if (onNetlifyRuntime && !env.DATABASE_FILE && !env.NETLIFY_DEV && !env.NETLIFY_LOCAL) {
		return { databaseUrl: `file:${BUNDLED_DATABASE_FILE}`, readOnly: true, ...access };
	}
	return {
		databaseUrl: `file:${env.DATABASE_FILE || LOCAL_DATABASE_FILE}`,
		readOnly: false,
		...access,
	};
}
