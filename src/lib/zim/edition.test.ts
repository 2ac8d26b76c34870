import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	DOWNLOADS_DIR,
	MANIFEST,
	MAX_RELEASE_BYTES,
	downloadHref,
	formatBytes,
	formatEditionDate,
	readOfflineEdition,
	releaseEdition,
	sha256Of,
} from './edition';

let root: string;
let work: string;
beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'ai-atlas-edition-'));
	work = mkdtempSync(join(tmpdir(), 'ai-atlas-edition-work-'));
});
afterEach(() => {
	rmSync(root, { recursive: true, force: true });
	rmSync(work, { recursive: true, force: true });
});

/** A stand-in for a freshly written edition: only its bytes matter here. */
function written(name: string, text: string): string {
	const file = join(work, name);
	writeFileSync(file, text);
	return file;
}

const facts = (file: string) => ({ file, date: '2026-11-29', pages: 1030, terms: 969 });

describe('the released offline edition', () => {
	it('is not offered before a release: no manifest, no edition', () => {
		expect(readOfflineEdition(root)).toBeUndefined();
	});

	it('a release places the file, replaces the previous edition and writes a manifest that matches it', () => {
		const first = 'ai-atlas_en_all_2026-10.zim';
		releaseEdition(root, written(first, 'october'), facts(first));
		const file = 'ai-atlas_en_all_2026-11.zim';
		const edition = releaseEdition(root, written(file, 'november edition'), facts(file));

		expect(readdirSync(join(root, DOWNLOADS_DIR))).toEqual([file]);
		const served = join(root, DOWNLOADS_DIR, file);
		expect(readFileSync(served, 'utf8')).toBe('november edition');
		expect(edition).toEqual({
			file,
			bytes: 16,
			date: '2026-11-29',
			sha256: sha256Of(served),
			pages: 1030,
			terms: 969,
		});
		expect(JSON.parse(readFileSync(join(root, MANIFEST), 'utf8'))).toEqual(edition);
		expect(readOfflineEdition(root)).toEqual(edition);
		expect(downloadHref(edition)).toBe('/downloads/ai-atlas_en_all_2026-11.zim');
	});

	it('refuses a file larger than Netlify’s CDN supports, leaving the released edition as it was', () => {
		const file = 'ai-atlas_en_all_2026-11.zim';
		const edition = releaseEdition(root, written(file, 'november'), facts(file));
		const big = written('big.zim', '');
		writeFileSync(big, Buffer.alloc(MAX_RELEASE_BYTES + 1));
		expect(() => releaseEdition(root, big, facts('ai-atlas_en_all_2026-12.zim'))).toThrow(
			/10\.0 MB/,
		);
		expect(readOfflineEdition(root)).toEqual(edition);
	});

	it('fails the build rather than offer a dead or wrong link', () => {
		mkdirSync(join(root, 'src/data'), { recursive: true });
		const manifest = { file: 'ai-atlas_en_all_2026-11.zim', bytes: 8, date: '2026-11-29' };
		writeFileSync(join(root, MANIFEST), JSON.stringify(manifest));
		expect(() => readOfflineEdition(root)).toThrow(/does not have/);
		mkdirSync(join(root, DOWNLOADS_DIR), { recursive: true });
		writeFileSync(join(root, DOWNLOADS_DIR, manifest.file), 'not eight bytes');
		expect(() => readOfflineEdition(root)).toThrow(/8 bytes/);
	});

	it('gives the size and day as a download link shows them', () => {
		expect(formatBytes(4_412_345)).toBe('4.4 MB');
		expect(formatBytes(820_400)).toBe('820 KB');
		expect(formatBytes(300)).toBe('1 KB');
		expect(formatEditionDate('2026-11-29')).toBe('29 November 2026');
	});
});
