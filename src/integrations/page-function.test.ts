import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { functionEntry } from './page-function.ts';

describe('functionEntry (a functions folder laid out as Netlify reads them)', () => {
	const dirs: string[] = [];
	const functionsDir = (...names: string[]) => {
		const dir = mkdtempSync(join(tmpdir(), 'page-function-'));
		dirs.push(dir);
		for (const name of names) {
			mkdirSync(join(dir, name));
			writeFileSync(join(dir, name, `${name}.mjs`), 'export default () => new Response();');
		}
		return dir;
	};
	afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

	test('finds the one function, whatever the adapter named it', () => {
		const dir = functionsDir('ssr');
		expect(functionEntry(dir)).toBe(join(dir, 'ssr', 'ssr.mjs'));
		expect(functionEntry(functionsDir('render'))).toMatch(/render[/\\]render\.mjs$/);
	});

	test('none when the folder is missing or empty, or a folder has no entry named after it', () => {
		expect(functionEntry(join(tmpdir(), 'no-such-functions-folder'))).toBeUndefined();
		const dir = functionsDir();
		mkdirSync(join(dir, 'ssr'));
		writeFileSync(join(dir, 'ssr', 'other.mjs'), '');
		expect(functionEntry(dir)).toBeUndefined();
	});

	test('fails when the folder holds more than the page function', () => {
		expect(() => functionEntry(functionsDir('ssr', 'other'))).toThrow(/2 functions/);
	});
});
