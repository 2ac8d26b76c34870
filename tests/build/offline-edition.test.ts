/**
 * The released offline edition (npm run release:zim), as the repository carries it and the build
 * offers it: the manifest matches the file, the file is a valid ZIM of this site (openZIM's
 * zimcheck, and its metadata read back by libzim), and /offline and /data link to it with its size
 * and date, or say plainly that none is released. Needs the build, and Debian's zim-tools and
 * python3-libzim (.ci/run installs them).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { describe, expect, test } from 'vitest';
import type { DefaultTreeAdapterMap } from 'parse5';
import { attribute, elements } from '../../src/lib/html/tree.ts';
import {
	DOWNLOADS_DIR,
	NOT_RELEASED,
	downloadHref,
	formatBytes,
	formatEditionDate,
	readOfflineEdition,
	sha256Of,
} from '../../src/lib/zim/edition.ts';
import { ZIM_NAME } from '../../src/lib/zim/metadata.ts';
import { DIST, requireBuild } from '../helpers/build.ts';

const ROOT = join(import.meta.dirname, '../..');
const edition = readOfflineEdition(ROOT);

/** Runs a command; throws with its output unless it succeeds. */
function run(command: string, args: string[], install: string): string {
	const result = spawnSync(command, args, { encoding: 'utf8' });
	if (result.error)
		throw new Error(`${command}: ${result.error.message} (apt-get install -y ${install})`);
	const output = `${result.stdout}${result.stderr}`;
	if (result.status !== 0) throw new Error(`${command} failed:\n${output}`);
	return output;
}

type Node = DefaultTreeAdapterMap['node'];
/** All the text inside a node, as a reader sees it run together. */
const allText = (node: Node): string =>
	'value' in node && node.nodeName === '#text'
		? node.value
		: 'childNodes' in node
			? node.childNodes.map(allText).join('')
			: '';

describe.runIf(edition)('the released edition', () => {
	const file = join(ROOT, DOWNLOADS_DIR, edition?.file ?? '');

	test('the manifest matches the file: its name, bytes and SHA-256', () => {
		expect(edition!.file).toMatch(new RegExp(`^${ZIM_NAME}_\\d{4}-\\d{2}\\.zim$`));
		expect(edition!.file).toBe(`${ZIM_NAME}_${edition!.date.slice(0, 7)}.zim`);
		expect(readFileSync(file).length).toBe(edition!.bytes);
		expect(sha256Of(file)).toBe(edition!.sha256);
	});

	test('it is a valid ZIM file of this site, made on the manifest’s date', () => {
		// Integrity, checksum, metadata, illustration and main page; zim.test.ts crawls the links.
		expect(run('zimcheck', ['-I', '-C', '-M', '-F', '-P', file], 'zim-tools')).toContain(
			'Overall Test Status: Pass',
		);
		const read = `import json, sys
from libzim.reader import Archive
archive = Archive(sys.argv[1])
print(json.dumps({key: archive.get_metadata(key).decode() for key in ("Name", "Date")}))`;
		const metadata = JSON.parse(run('/usr/bin/python3', ['-c', read, file], 'python3-libzim'));
		expect(metadata).toEqual({ Name: ZIM_NAME, Date: edition!.date });
	});
});

describe('/offline and /data', () => {
	requireBuild();
	for (const page of ['offline.html', 'data.html'])
		test(`${page} offers the released edition with its size and date, or says none is released`, () => {
			const section = [...elements(parse(readFileSync(join(DIST, page), 'utf8')))].find(
				(element) => attribute(element, 'id') === 'offline-edition',
			);
			expect(section, 'the offline edition section').toBeDefined();
			const text = allText(section!).replace(/\s+/g, ' ');
			const links = [...elements(section!)].filter((element) => element.tagName === 'a');
			const download = links.find((link) => attribute(link, 'download') !== undefined);
			if (!edition) {
				expect(text).toContain(NOT_RELEASED);
				expect(download).toBeUndefined();
				return;
			}
			expect(attribute(download!, 'href')).toBe(downloadHref(edition));
			expect(text).toContain(formatBytes(edition.bytes));
			expect(text).toContain(formatEditionDate(edition.date));
			expect(text).toContain(edition.sha256);
			expect(text).not.toContain(NOT_RELEASED);
			// The build serves the very file the manifest describes.
			expect(sha256Of(join(DIST, 'downloads', edition.file))).toBe(edition.sha256);
		});
});
