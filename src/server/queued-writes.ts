/**
 * Write transactions on a local database file, made safe for a server whose requests all share
 * one thread.
 *
 * Two things go wrong when another process (a second server, `db:seed`, a backup) holds the file's
 * write lock:
 * - SQLite's busy timeout waits for the lock by sleeping inside the call, so the whole server,
 *   static files included, freezes for as long as it waits;
 * - the libSQL driver leaves a prepared statement that failed with SQLITE_BUSY in progress, so
 *   every later COMMIT on that pooled connection fails with "cannot commit transaction - SQL
 *   statements in progress" until the garbage collector happens to finalize it
 *   (https://github.com/tursodatabase/libsql-client-ts/issues/352).
 *
 * So write transactions here queue behind each other inside the process (a promise chain, no
 * blocking), then take the write lock with `BEGIN IMMEDIATE` run through `exec`, which finalizes
 * a statement that fails, retrying after short pauses during which other requests run. When the
 * lock has not come after `lockWaitMs`, the write fails with a `busy` DatabaseFailure (a 503). Any
 * other operation that fails busy retires the pool's connections, since one of them may now hold a
 * stuck statement; the next operation opens fresh ones.
 */
import type {
	Client,
	InArgs,
	InStatement,
	ResultSet,
	Transaction,
	TransactionMode,
} from '@libsql/client';
import { DatabaseFailure, classifyDatabaseError, isBusy } from './db-errors.ts';

/** First pause between attempts to take the lock; it doubles up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 20;
const MAX_PAUSE_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface QueuedWritesOptions {
	/** How long a write may wait for the lock (queue included) before answering busy. */
	lockWaitMs: number;
	/**
	 * A fault of the database file that makes writes unsafe (src/server/db-file.ts), checked before
	 * a write transaction starts and after it commits: a write is never acknowledged to a file that
	 * was deleted, replaced or found damaged.
	 */
	check: () => DatabaseFailure | undefined;
	/** Told of a damaged file as soon as any operation meets it (SQLITE_CORRUPT). */
	reportDamage: (failure: DatabaseFailure) => void;
}

/** Passes on what `operation` throws, after telling `reportDamage` of a damaged file. */
async function reportingDamage<T>(
	operation: Promise<T>,
	reportDamage: (failure: DatabaseFailure) => void,
): Promise<T> {
	try {
		return await operation;
	} catch (cause) {
		const failure = classifyDatabaseError(cause);
		if (failure?.kind === 'corrupt') reportDamage(failure);
		throw cause;
	}
}

/** Wraps a `file:` client so that its write transactions and write batches behave as above. */
export class QueuedWritesClient implements Client {
	readonly #inner: Client;
	readonly #options: QueuedWritesOptions;
	/** Settles when the last queued writer is done. */
	#tail: Promise<void> = Promise.resolve();

	constructor(inner: Client, options: QueuedWritesOptions) {
		this.#inner = inner;
		this.#options = options;
	}

	get closed(): boolean {
		return this.#inner.closed;
	}

	get protocol(): string {
		return this.#inner.protocol;
	}

	execute(stmt: InStatement): Promise<ResultSet>;
	execute(sql: string, args?: InArgs): Promise<ResultSet>;
	execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
		return this.#retireConnectionsIfBusy(() =>
			typeof stmtOrSql === 'string'
				? this.#inner.execute(stmtOrSql, args)
				: this.#inner.execute(stmtOrSql),
		);
	}

	async batch(
		stmts: Array<InStatement | [string, InArgs?]>,
		mode?: TransactionMode,
	): Promise<ResultSet[]> {
		if (mode !== 'write')
			return this.#retireConnectionsIfBusy(() => this.#inner.batch(stmts, mode));
		const tx = await this.transaction('write');
		try {
			const results = await tx.batch(
				stmts.map((stmt) => (Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] ?? [] } : stmt)),
			);
			await tx.commit();
			return results;
		} finally {
			tx.close();
		}
	}

	migrate(stmts: InStatement[]): Promise<ResultSet[]> {
		return this.#retireConnectionsIfBusy(() => this.#inner.migrate(stmts));
	}

	async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
		if (mode !== 'write') return this.#retireConnectionsIfBusy(() => this.#inner.transaction(mode));
		const fault = this.#options.check();
		if (fault) throw fault;
		const deadline = Date.now() + this.#options.lockWaitMs;
		const release = await this.#takeTurn(deadline);
		try {
			return new QueuedTransaction(await this.#beginImmediate(deadline), release, this.#options);
		} catch (cause) {
			release();
			throw cause;
		}
	}

	executeMultiple(sql: string): Promise<void> {
		return this.#retireConnectionsIfBusy(() => this.#inner.executeMultiple(sql));
	}

	sync() {
		return this.#inner.sync();
	}

	close(): void {
		this.#inner.close();
	}

	reconnect(): void {
		this.#inner.reconnect();
	}

	/** Waits for the writers queued before this one; resolves with the function that ends the turn. */
	async #takeTurn(deadline: number): Promise<() => void> {
		let release!: () => void;
		const turn = new Promise<void>((resolve) => (release = resolve));
		const previous = this.#tail;
		this.#tail = previous.then(() => turn);
		let timer: NodeJS.Timeout | undefined;
		const timedOut = await Promise.race([
			previous.then(() => false),
			new Promise<boolean>((resolve) => {
				if (Number.isFinite(deadline))
					timer = setTimeout(() => resolve(true), Math.max(0, deadline - Date.now()));
			}),
		]);
		clearTimeout(timer);
		if (timedOut) {
			// Give the turn straight back when it comes, so writers behind this one are not held up.
			void previous.then(release);
			throw new DatabaseFailure('busy');
		}
		let ended = false;
		return () => {
			if (ended) return;
			ended = true;
			release();
		};
	}

	/** A transaction holding the file's write lock, taken without blocking the thread. */
	async #beginImmediate(deadline: number): Promise<Transaction> {
		for (let attempt = 0; ; attempt++) {
			const tx = await this.#inner.transaction('deferred');
			try {
				// BEGIN DEFERRED took no lock. Trade it for BEGIN IMMEDIATE through `exec`, which
				// finalizes the statement if it fails busy (a prepared statement would stay in progress).
				await tx.executeMultiple('ROLLBACK; BEGIN IMMEDIATE');
				return tx;
			} catch (cause) {
				tx.close();
				if (!isBusy(cause)) throw cause;
				const pause = Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt);
				if (Date.now() + pause > deadline) throw new DatabaseFailure('busy', cause);
				await sleep(pause);
			}
		}
	}

	/**
	 * Runs an operation; if it fails busy, replaces the pool's connections before passing the error
	 * on, and if it meets a damaged file, says so (reportDamage).
	 */
	async #retireConnectionsIfBusy<T>(run: () => Promise<T>): Promise<T> {
		try {
			return await reportingDamage(run(), this.#options.reportDamage);
		} catch (cause) {
			if (isBusy(cause)) {
				const release = await this.#takeTurn(Number.POSITIVE_INFINITY);
				try {
					this.#inner.reconnect();
				} finally {
					release();
				}
			}
			throw cause;
		}
	}
}

/** A write transaction that ends its writer's turn however it ends. */
class QueuedTransaction implements Transaction {
	readonly #inner: Transaction;
	readonly #endTurn: () => void;
	readonly #options: QueuedWritesOptions;

	constructor(inner: Transaction, endTurn: () => void, options: QueuedWritesOptions) {
		this.#inner = inner;
		this.#endTurn = endTurn;
		this.#options = options;
	}

	get closed(): boolean {
		return this.#inner.closed;
	}

	execute(stmt: InStatement): Promise<ResultSet> {
		return reportingDamage(this.#inner.execute(stmt), this.#options.reportDamage);
	}

	batch(stmts: InStatement[]): Promise<ResultSet[]> {
		return reportingDamage(this.#inner.batch(stmts), this.#options.reportDamage);
	}

	executeMultiple(sql: string): Promise<void> {
		return this.#inner.executeMultiple(sql);
	}

	async commit(): Promise<void> {
		try {
			await this.#inner.commit();
		} finally {
			this.#endTurn();
		}
		// Committed to a file that is gone or damaged: not durable, so not acknowledged.
		const fault = this.#options.check();
		if (fault) throw fault;
	}

	async rollback(): Promise<void> {
		try {
			await this.#inner.rollback();
		} finally {
			this.#endTurn();
		}
	}

	close(): void {
		try {
			this.#inner.close();
		} finally {
			this.#endTurn();
		}
	}
}
