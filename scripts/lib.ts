/** Helpers shared by the project's scripts. */
import { spawn, spawnSync } from 'node:child_process';
import {
	chmodSync,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The build folder: `dist`, or DIST_DIR (lets parallel checkouts/agents build side by side). */
export const DIST_DIR = process.env.DIST_DIR || join(ROOT, 'dist');

/** Newest modification time of any file under the given paths. */
function newestMtime(paths: string[]): number {
	let newest = 0;
	const visit = (path: string) => {
		if (!existsSync(path)) return;
		const stat = statSync(path);
		if (stat.isDirectory()) {
			for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
		} else newest = Math.max(newest, stat.mtimeMs);
	};
	paths.forEach(visit);
	return newest;
}

/** Whether `dist` is missing or older than the sources it is built from. */
export function buildIsStale(): boolean {
	const marker = join(DIST_DIR, 'index.html');
	if (!existsSync(marker)) return true;
	const sources = ['src', 'content', 'public', 'astro.config.mjs', 'package.json'].map((p) =>
		join(ROOT, p),
	);
	return newestMtime(sources) > statSync(marker).mtimeMs;
}

/** The arguments that run `astro build` into DIST_DIR with this Node binary. */
const buildArgs = () => [
	join(ROOT, 'node_modules/astro/bin/astro.mjs'),
	'build',
	'--outDir',
	DIST_DIR,
];

/** Runs `astro build` with this Node binary; throws on failure. */
export function runBuild(): void {
	const result = spawnSync(process.execPath, buildArgs(), { cwd: ROOT, stdio: 'inherit' });
	if (result.status !== 0) throw new Error('astro build failed');
}

/** Runs a command in the project with its output shown as it comes; resolves to whether it succeeded. */
export function run(
	command: string,
	args: string[],
	env: Record<string, string> = {},
): Promise<boolean> {
	return new Promise((resolve) => {
		const child = spawn(command, args, {
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		});
		child.on('error', () => resolve(false));
		child.on('close', (code) => resolve(code === 0));
	});
}

/** Runs `astro build` as runBuild does, without blocking: resolves to whether it succeeded. */
export const buildInBackground = () => run(process.execPath, buildArgs());

/** Where `npm start` keeps its database and generated admin token (git-ignored). */
export const DATA_DIR = join(ROOT, '.data');

/**
 * Creates a folder only its owner can read (0700), or makes an existing one so: it holds the
 * database and the admin token.
 */
export function ensurePrivateDir(dir: string): void {
	mkdirSync(dir, { recursive: true, mode: 0o700 });
	chmodSync(dir, 0o700);
}

export interface LocalAdminToken {
	token: string;
	/** `env`: ADMIN_TOKEN was set; `file`: generated on an earlier run; `generated`: just now. */
	source: 'env' | 'file' | 'generated';
}

/**
 * The admin token for local use: ADMIN_TOKEN if set, else one generated on first run and kept in
 * the git-ignored data folder (readable by its owner only).
 */
export function localAdminToken(file = join(DATA_DIR, 'admin-token')): LocalAdminToken {
	if (process.env.ADMIN_TOKEN) return { token: process.env.ADMIN_TOKEN, source: 'env' };
	if (existsSync(file)) return { token: readFileSync(file, 'utf8').trim(), source: 'file' };
	ensurePrivateDir(dirname(file));
	const token = randomBytes(24).toString('base64url');
	writeFileSync(file, `${token}\n`, { mode: 0o600 });
	return { token, source: 'generated' };
}
