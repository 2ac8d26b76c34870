/**
 * Telling database failures from our own bugs. A database that is locked by another process,
 * unreachable or damaged is not a defect in this code: those requests answer 503 with a message
 * that says what is wrong, while anything else stays a 500.
 */

export type DatabaseFailureKind = 'busy' | 'unavailable' | 'corrupt' | 'full';

const MESSAGES: Record<DatabaseFailureKind, string> = {
	busy: 'The glossary database is busy with another write. Please try again in a few seconds.',
	unavailable: 'The glossary database is unavailable right now. Please try again in a minute.',
	corrupt: 'The glossary database is damaged and must be restored by the site operator.',
	full: 'The disk holding the glossary database is full: nothing can be saved until the site operator frees space.',
};

/** A request could not be served because of the database's state, not because of a bug. */
export class DatabaseFailure extends Error {
	readonly kind: DatabaseFailureKind;
	constructor(kind: DatabaseFailureKind, cause?: unknown) {
		super(MESSAGES[kind], { cause });
		this.name = 'DatabaseFailure';
		this.kind = kind;
	}
}

/** SQLite result codes (as the libSQL client names them, locally and from a server) by kind. */
const CODES: Record<string, DatabaseFailureKind> = {
	SQLITE_BUSY: 'busy',
	SQLITE_LOCKED: 'busy',
	SQLITE_CORRUPT: 'corrupt',
	SQLITE_NOTADB: 'corrupt',
	SQLITE_CANTOPEN: 'unavailable',
	SQLITE_IOERR: 'unavailable',
	SQLITE_FULL: 'full',
	SQLITE_PERM: 'unavailable',
	SQLITE_READONLY: 'unavailable',
	SQLITE_PROTOCOL: 'unavailable',
	SQLITE_NOLFS: 'unavailable',
	// Remote databases (Turso, sqld) that answer with an error, drop the stream, or are closed.
	SERVER_ERROR: 'unavailable',
	HRANA_WEBSOCKET_ERROR: 'unavailable',
	HRANA_CLOSED_ERROR: 'unavailable',
	CLIENT_CLOSED: 'unavailable',
	// Network failures under the remote client's fetch.
	ECONNREFUSED: 'unavailable',
	ECONNRESET: 'unavailable',
	ETIMEDOUT: 'unavailable',
	ENOTFOUND: 'unavailable',
	EAI_AGAIN: 'unavailable',
	EHOSTUNREACH: 'unavailable',
	ENETUNREACH: 'unavailable',
	EPIPE: 'unavailable',
	UND_ERR_CONNECT_TIMEOUT: 'unavailable',
	UND_ERR_HEADERS_TIMEOUT: 'unavailable',
	UND_ERR_SOCKET: 'unavailable',
};

/**
 * The database failure behind an error, looking through its `cause` chain (the remote client
 * wraps network errors), or undefined when the error is something else (then it is a bug).
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
	let current: unknown = error;
	for (let depth = 0; depth < 5 && current; depth++) {
		if (current instanceof DatabaseFailure) return current;
		const code = (current as { code?: unknown }).code;
		if (typeof code === 'string' && CODES[code]) return new DatabaseFailure(CODES[code], error);
		current = (current as { cause?: unknown }).cause;
	}
	return undefined;
}

/** Whether an error means another connection holds a lock the operation needed. */
export function isBusy(error: unknown): boolean {
	return classifyDatabaseError(error)?.kind === 'busy';
}
