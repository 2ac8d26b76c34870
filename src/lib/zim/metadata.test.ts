import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { welcomeNote, zimIllustration, zimMetadata } from './metadata';

const facts = {
	site: 'https://ai-atlas.example',
	date: new Date('2026-03-04T12:00:00Z'),
	terms: 969,
};

/** Width and height from a PNG's header (its IHDR chunk comes first). */
function pngSize(png: Buffer) {
	expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
	expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the offline edition’s metadata', () => {
	it('has every key openZIM asks for, within its limits', () => {
		const metadata = zimMetadata(facts);
		expect(metadata).toMatchObject({
			Name: 'ai-atlas_en_all',
			Title: 'AI Atlas',
			Language: 'eng',
			Creator: 'AI Atlas',
			Publisher: 'AI Atlas',
			Date: '2026-03-04',
			Source: 'https://ai-atlas.example',
			License: 'CC BY 4.0: https://creativecommons.org/licenses/by/4.0/',
		});
		expect(metadata.Title!.length).toBeLessThanOrEqual(30);
		expect(metadata.Description!.length).toBeLessThanOrEqual(80);
		expect(metadata.LongDescription!.length).toBeLessThanOrEqual(4000);
		expect(metadata.LongDescription).toContain('969 terms');
		expect(metadata.Tags!.split(';')).toContain('_ftindex:yes');
	});

	it('draws the site’s icon as a 48×48 PNG', () => {
		const icon = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');
		expect(pngSize(zimIllustration(icon))).toEqual({ width: 48, height: 48 });
	});

	it('opens the welcome page with the date, the terms, what needs the online site and the licence', () => {
		const note = welcomeNote(facts);
		expect(note).toContain('made on 4 March 2026');
		expect(note).toContain('all 969 glossary terms');
		expect(note).toContain('need the online site');
		expect(note).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
	});
});
