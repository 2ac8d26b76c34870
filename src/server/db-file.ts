/**
 * Guards a local database file against the faults SQLite does not report on its own: the file
 * deleted or replaced while the server runs (SQLite keeps writing to the unlinked file, and every
 * write is lost at the next start), a damaged header, and damage found by the background
 * integrity check or met by any request, and a full disk. Writes check the guard before they start
 * and after they commit, so a write that is not durable is never acknowledged; /api/health asks
 * it on every call. Each check is a `stat` and a 100-byte read through a descriptor kept open
 * (closing one would drop SQLite's locks); SQLite's own `PRAGMA quick_check`, which reads the
 * whole file, runs in another process (src/server/integrity-check.ts), never on the server's
 * thread.
 */
import { execFile } from 'node:child_process';
import { fstatSync, openSync, readSync, statSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseFailure } from './db-errors.ts';

const MAGIC = 'SQLite format 3\0';
const CHECKER = fileURLToPath(new URL('./integrity-check.ts', import.meta.url));
/** How often the whole file is checked, at most. */
const INTEGRITY_CHECK_INTERVAL_MS = 60_000;
/**
 * Free space on the file's volume below which the disk counts as full: writes answer 503 saying
 * so, and so does /api/health, rather than each write failing inside SQLite.
 */
const MIN_FREE_BYTES = 1024 * 1024;

/** What is wrong with a database file's first 100 bytes, or undefined. */
function headerProblem(header: Buffer, fileSize: number): string | undefined {
	if (header.length < 100 || header.toString('latin1', 0, 16) !== MAGIC)
		return 'the file does not start with the SQLite header';
	const rawPageSize = header.readUInt16BE(16);
	const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
	if (pageSize < 512 || pageSize > 65_536 || (pageSize & (pageSize - 1)) !== 0)
		return `the header gives an impossible page size (${rawPageSize})`;
	// The page count in the header is valid when its "version-valid-for" matches the change counter.
	const pages = header.readUInt32BE(28);
	if (header.readUInt32BE(92) === header.readUInt32BE(24) && pages * pageSize > fileSize)
		return `the file is shorter (${fileSize} bytes) than its ${pages} pages`;
	return undefined;
}

export class DatabaseFileGuard {
	readonly path: string;
	readonly #identity: { dev: number; ino: number };
	#integrity: { checkedAt: number; failure?: DatabaseFailure; running?: boolean } = {
		checkedAt: 0,
	};
	readonly minFreeBytes: number;
	/**
	 * One descriptor of the file, open as long as the guard: POSIX locks belong to the process, so
	 * closing any descriptor of the database file would drop the locks SQLite holds on it, and
	 * another process closing its connection would then checkpoint and delete the write-ahead log
	 * under this one (its later writes lost). Never closed while the database is in use.
	 */
	readonly #fd: number;

	constructor(path: string, { minFreeBytes = MIN_FREE_BYTES } = {}) {
		this.path = path;
		this.minFreeBytes = minFreeBytes;
		this.#fd = openSync(path, 'r');
		const { dev, ino } = fstatSync(this.#fd);
		this.#identity = { dev, ino };
	}

	/** The fault found, if any (cheap: a stat and a header read). */
	check(): DatabaseFailure | undefined {
		let stat;
		try {
			stat = statSync(this.path);
		} catch (cause) {
			return new DatabaseFailure(
				'unavailable',
				new Error(`the database file ${this.path} is gone`, { cause }),
			);
		}
		if (stat.dev !== this.#identity.dev || stat.ino !== this.#identity.ino)
			return new DatabaseFailure(
				'unavailable',
				new Error(`the database file ${this.path} was replaced while the server ran; restart it`),
			);
		const header = Buffer.alloc(100);
		try {
			// The file at the path is the one this descriptor opened (same device and inode).
			readSync(this.#fd, header, 0, 100, 0);
		} catch (cause) {
			return new DatabaseFailure('unavailable', cause);
		}
		const problem = headerProblem(header, stat.size);
		if (problem) return new DatabaseFailure('corrupt', new Error(problem));
		const free = this.freeBytes();
		if (free < this.minFreeBytes)
			return new DatabaseFailure(
				'full',
				new Error(`${free} bytes free on the volume of ${this.path}`),
			);
		// Damage found earlier is looked for again (once an interval), so a repaired file recovers.
		if (this.#integrity.failure) this.checkIntegrityInBackground();
		return this.#integrity.failure;
	}

	/** Bytes free for this process on the file's volume. */
	freeBytes(): number {
		const { bavail, bsize } = statfsSync(dirname(this.path));
		return bavail * bsize;
	}

	/**
	 * Damage a request met (SQLite answered SQLITE_CORRUPT): part of `check()` at once, so health
	 * and writes answer 503 without waiting for the next whole-file check, which runs again after
	 * the interval and clears it once the file is sound.
	 */
	reportDamage(failure: DatabaseFailure): void {
		if (this.#integrity.failure) return;
		this.#integrity = { ...this.#integrity, checkedAt: Date.now(), failure };
	}

	/**
	 * Starts the whole-file check in another process when the last one is older than the
	 * interval; its verdict is part of `check()` from then on. Never waits for it.
	 */
	checkIntegrityInBackground(): void {
		const state = this.#integrity;
		if (state.running || Date.now() - state.checkedAt < INTEGRITY_CHECK_INTERVAL_MS) return;
		state.running = true;
		execFile(
			process.execPath,
			[CHECKER, this.path],
			{ timeout: 120_000 },
			(error, stdout, stderr) => {
				const verdict = stdout.trim();
				this.#integrity = {
					checkedAt: Date.now(),
					failure:
						verdict === 'ok'
							? undefined
							: error && !verdict
								? // The checker could not run (busy machine, killed): no verdict, try again later.
									this.#integrity.failure
								: new DatabaseFailure(
										'corrupt',
										new Error(`quick_check: ${(verdict || stderr).slice(0, 500)}`),
									),
				};
			},
		);
	}

	/** Waits for a running background check (tests). */
	async settled(): Promise<void> {
		while (this.#integrity.running) await new Promise((resolve) => setTimeout(resolve, 10));
	}
}
