/**
 * Background rebuilds for `npm start`: after an editor's write the site is built again from the
 * database into a fresh folder, while the server keeps serving the previous build; when the build
 * is complete the server switches to it in one step. Writes during a build queue one more build.
 * A failed build is tried again after a pause (30 s, 2 min, 10 min), and a build never outlives
 * the server that started it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFunctionDir } from '../../src/integrations/page-function.ts';
import { firstErrorLine, type PublicationEvent } from '../../src/server/publication.ts';

export interface RebuilderOptions {
	/** Project root (where astro.config.mjs is). */
	root: string;
	/** Folder that holds the rebuilt sites, one subfolder per build. */
	buildsDir: string;
	/** The database the build reads the glossary from (LIBSQL_URL for the build). */
	databaseUrl: string;
	databaseAuthToken?: string;
	/** The build served when the rebuilder starts (dist, or the last complete rebuild). */
	initial?: string;
	/** Called with the folder of each complete build and the earlier builds still kept, newest first. */
	onBuilt: (dir: string, earlier: string[]) => void;
	/** Quiet time after the last request before a build starts. */
	delayMs?: number;
	/**
	 * Longest a request waits for its build to start, however often requests keep coming: a steady
	 * trickle of saves less than `delayMs` apart would otherwise postpone the build forever.
	 */
	maxWaitMs?: number;
	log?: (message: string) => void;
	/** Told each step of publication, for the admin screen and /api/health (src/server/publication.ts). */
	onState?: (event: PublicationEvent) => void;
	/**
	 * Runs one build into `out` and resolves with its exit code, `output()` giving what it printed
	 * on stderr (tests; default: `astro build`).
	 */
	runBuild?: (out: string) => BuildJob;
	/**
	 * Pauses before building again after a failed build, one per retry: a build killed or failing
	 * for a passing reason (memory, a locked file) is tried again without waiting for the next
	 * save. A new save still builds at once.
	 */
	retryDelaysMs?: readonly number[];
}

/** Loaded first into each background build: it ends with the server (exit-with-parent.ts). */
export const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));

interface BuildJob {
	done: Promise<number | null>;
	stop(): void;
	output?: () => string;
}

export function createRebuilder({
	root,
	buildsDir,
	databaseUrl,
	databaseAuthToken,
	onBuilt,
	initial,
	delayMs = 1500,
	maxWaitMs = 10_000,
	log = console.log,
	onState = () => {},
	runBuild = (out) => spawnAstro(root, out, databaseUrl, databaseAuthToken),
	retryDelaysMs = [30_000, 120_000, 600_000],
}: RebuilderOptions) {
	/** Builds served, newest first: the current one and those kept for pages still open. */
	const served: string[] = initial ? [initial] : [];
	// From an earlier run: the newest complete builds stay (pages opened then may still ask for
	// their assets); older ones, and builds that never completed, go.
	for (const dir of completeBuilds(buildsDir)) {
		if (!served.includes(dir) && served.length < 1 + KEEP_EARLIER) served.push(dir);
	}
	for (const name of existsSync(buildsDir) ? readdirSync(buildsDir) : []) {
		const dir = join(buildsDir, name);
		if (!served.includes(dir)) removeInBackground(dir, log);
	}
	let timer: NodeJS.Timeout | undefined;
	/** The next try after failed builds; not waited for by idle(). */
	let retry: NodeJS.Timeout | undefined;
	/** Builds failed in a row. */
	let failures = 0;
	let running: { stop(): void } | undefined;
	/** When the oldest request not yet being built arrived. */
	let firstWaiting: number | undefined;
	let pending = false;
	let reasons: string[] = [];
	const waiters: (() => void)[] = [];
	const settle = () => {
		if (timer || running || pending) return;
		for (const resolve of waiters.splice(0)) resolve();
	};

	const schedule = () => {
		clearTimeout(timer);
		firstWaiting ??= Date.now();
		const waited = Date.now() - firstWaiting;
		timer = setTimeout(
			() => {
				timer = undefined;
				void build();
			},
			Math.max(0, Math.min(delayMs, maxWaitMs - waited)),
		);
	};

	async function build(): Promise<void> {
		if (running) {
			pending = true;
			return;
		}
		clearTimeout(retry);
		retry = undefined;
		const why = reasons.join('; ');
		reasons = [];
		const out = join(buildsDir, `build-${Date.now()}`);
		mkdirSync(buildsDir, { recursive: true, mode: 0o700 });
		log(`Rebuilding the site in the background (${why})…`);
		firstWaiting = undefined;
		const started = Date.now();
		onState({ type: 'building' });
		const job = runBuild(out);
		running = job;
		const code = await job.done;
		running = undefined;
		const output = job.output?.() ?? '';
		if (code === 0) {
			failures = 0;
			mkdirSync(out, { recursive: true });
			writeFileSync(join(out, COMPLETE_MARKER), new Date().toISOString());
			served.unshift(out);
			onBuilt(out, served.slice(1, 1 + KEEP_EARLIER));
			log(`Rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s; now serving the new build.`);
			onState({ type: 'published', more: pending || timer !== undefined });
			// Older builds go in the background: deleting thousands of files must not stall requests.
			for (const old of served.splice(1 + KEEP_EARLIER))
				if (old.startsWith(buildsDir)) removeInBackground(old, log);
		} else {
			log(`Background rebuild failed (exit ${code}); still serving the previous build.\n${output}`);
			onState({
				type: 'failed',
				error:
					code === null && !output.trim()
						? 'The build was stopped before it finished.'
						: firstErrorLine(output),
			});
			removeInBackground(out, log);
			const pause = retryDelaysMs[failures++];
			if (pause !== undefined && !pending) {
				log(`Trying the build again in ${Math.round(pause / 1000)} s.`);
				retry = setTimeout(() => {
					retry = undefined;
					reasons.push('retry after a failed build');
					void build();
				}, pause);
				retry.unref?.();
			}
		}
		if (pending) {
			pending = false;
			schedule();
		}
		settle();
	}

	return {
		request(reason: string) {
			reasons.push(reason);
			onState({ type: 'requested' });
			schedule();
		},
		/** The earlier builds kept, newest first, that still answer for hashed assets. */
		earlier: () => served.slice(1),
		/** Resolves when no build is running or waiting. */
		idle() {
			return new Promise<void>((resolve) => {
				waiters.push(resolve);
				settle();
			});
		},
		/** Stops any running build. */
		stop() {
			clearTimeout(timer);
			clearTimeout(retry);
			timer = undefined;
			retry = undefined;
			pending = false;
			running?.stop();
		},
	};
}

/** `astro build` into `out` from the database at `databaseUrl`, in a process of its own. */
function spawnAstro(
	root: string,
	out: string,
	databaseUrl: string,
	databaseAuthToken: string | undefined,
): BuildJob {
	const astro = join(root, 'node_modules/astro/bin/astro.mjs');
	const child = spawn(
		process.execPath,
		['--import', EXIT_WITH_PARENT, astro, 'build', '--outDir', out],
		{
			cwd: root,
			env: {
				...process.env,
				// The site as deployed, whatever mode the server's environment names (a development
				// NODE_ENV would build development React into the page function).
				NODE_ENV: 'production',
				LIBSQL_URL: databaseUrl,
				LIBSQL_AUTH_TOKEN: databaseAuthToken ?? '',
				DIST_DIR: out,
				BUILD_PARENT_PID: String(process.pid),
			},
			stdio: ['ignore', 'ignore', 'pipe'],
		},
	);
	let stderr = '';
	child.stderr?.on('data', (chunk: Buffer) => {
		stderr = (stderr + chunk.toString()).slice(-4000);
	});
	return {
		done: new Promise<number | null>((resolve) => child.on('close', resolve)),
		stop: () => child.kill('SIGTERM'),
		output: () => stderr,
	};
}

/** Written into a build's folder once it is complete: only such a build is served after a restart. */
export const COMPLETE_MARKER = '.complete';
/**
 * Complete builds kept besides the one served: a page opened before a rebuild still loads its
 * hashed scripts and its search index from the build that made it.
 */
const KEEP_EARLIER = 2;

/** The complete builds in `buildsDir`, newest first. */
function completeBuilds(buildsDir: string): string[] {
	if (!existsSync(buildsDir)) return [];
	return readdirSync(buildsDir)
		.filter(
			(name) => /^build-\d+$/.test(name) && existsSync(join(buildsDir, name, COMPLETE_MARKER)),
		)
		.sort((a, b) => Number(b.slice(6)) - Number(a.slice(6)))
		.map((name) => join(buildsDir, name));
}

/**
 * The build to serve at start: the newest complete build in `buildsDir`, which holds editors' saves
 * that `dist` lacks, unless `dist` was built after it (e.g. for changed code).
 */
export function buildToServe(buildsDir: string, dist: string): string {
	const [newest] = completeBuilds(buildsDir);
	const distBuiltAt = statSync(join(dist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
	return newest && Number(basename(newest).slice(6)) > distBuiltAt ? newest : dist;
}

/** Removes a build, and the page function kept for it (src/integrations/page-function.ts). */
function removeInBackground(dir: string, log: (message: string) => void): void {
	for (const path of [dir, pageFunctionDir(dir)])
		rm(path, { recursive: true, force: true }).catch((cause: Error) =>
			log(`Could not remove the old build ${path}: ${cause.message}`),
		);
}
