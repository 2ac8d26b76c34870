/**
 * Drawn cards kept between builds, one PNG per key. The key is a hash of everything that decides
 * the picture (the card's text, the template version, the colours, the site's host, and the
 * versions of the fonts and renderers), so a card is drawn again exactly when one of those
 * changes, and never served stale.
 *
 * The folder lives under node_modules/.cache, which Netlify keeps between deploys; several
 * checkouts sharing one node_modules share it safely, since a key names one picture only.
 */
import { createHash } from 'node:crypto';
import {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Entries no build has used for this long are removed (old titles, old template versions). */
const MAX_UNUSED_DAYS = 30;

const require = createRequire(import.meta.url);

/** The font files and the renderers, by package version: a new version may change the picture. */
export function cardToolVersions(): string[] {
	return ['@fontsource/inter', 'satori', '@resvg/resvg-js'].map((name) => {
		const pkg = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
			version: string;
		};
		return `${name}@${pkg.version}`;
	});
}

export function cardKey(parts: Record<string, unknown>): string {
	return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

export class CardCache {
	readonly dir: string;

	constructor(dir: string) {
		this.dir = dir;
		mkdirSync(dir, { recursive: true });
	}

	/** Path of the cached PNG for a key, marked as used now; undefined on a miss. */
	lookup(key: string): string | undefined {
		const file = this.file(key);
		if (!existsSync(file)) return undefined;
		const now = new Date();
		utimesSync(file, now, now);
		return file;
	}

	/** Stores a PNG; written aside and renamed, so a concurrent build never reads half a file. */
	store(key: string, png: Buffer): void {
		const temporary = `${this.file(key)}.${process.pid}.tmp`;
		writeFileSync(temporary, png);
		renameSync(temporary, this.file(key));
	}

	/** Removes entries unused for MAX_UNUSED_DAYS; returns how many. */
	prune(now = Date.now()): number {
		let removed = 0;
		for (const name of readdirSync(this.dir)) {
			const file = join(this.dir, name);
			const stat = statSync(file, { throwIfNoEntry: false }); // another build may have just removed it
			if (stat && now - stat.mtimeMs > MAX_UNUSED_DAYS * 86_400_000) {
				rmSync(file, { force: true });
				removed++;
			}
		}
		return removed;
	}

	private file(key: string): string {
		return join(this.dir, `${key}.png`);
	}
}
