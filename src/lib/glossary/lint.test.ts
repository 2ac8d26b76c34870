import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
	EDITORIAL_RULES,
	ONE_WAY_LINKS_FILE,
	RELATED_TERMS_HARD_CAP,
	addReverseLinks,
	lintGlossary,
	type OneWayLink,
} from './lint.ts';
import { DIFFICULTY_FAMILIES, PRONUNCIATION_ALLOWED } from './lint-lists.ts';
import { termFileText, termFileToInput, termToFileData, type TermFile } from './term-model.ts';

/** A term that meets every editorial rule, apart from what the test sets. */
function term(slug: string, related: string[], extra: Partial<TermFile> = {}): TermFile {
	const name = slug
		.split('-')
		.map((w) => w[0]!.toUpperCase() + w.slice(1))
		.join(' ');
	return {
		...termToFileData({
			term: name,
			slug,
			aliases: null,
			short_definition: `A made-up term called ${name}, defined here only so that the lint has something to read.`,
			comprehensive_definition: `${name} is a term written for a test. `.repeat(8).trim(),
			pronunciation: null,
			examples: `An example of ${name}.`,
			example_sentences: `We used ${name} in a sentence.`,
			difficulty_level: 'intermediate',
			categories: 'Foundations:Core Concepts',
			related_terms: null,
			meta_title: `${name}: Definition`,
			meta_description: `What ${name} means.`,
			pronunciation_us_audio: null,
			pronunciation_uk_audio: null,
		}),
		related_terms: related,
		...extra,
	};
}

const messages = (terms: TermFile[], links: OneWayLink[] = []) =>
	lintGlossary(terms, links).map((f) => `${f.slug} ${f.field}: ${f.message}`);

/** Three terms that all list each other: no findings. */
const triangle = () => [term('a', ['b', 'c']), term('b', ['a', 'c']), term('c', ['a', 'b'])];

describe('glossary lint: the related-terms graph', () => {
	test('a glossary whose links all go both ways has no findings', () => {
		expect(messages(triangle())).toEqual([]);
	});

	test('a link that goes one way is reported on the term that should list it back', () => {
		const terms = [...triangle(), term('d', ['a', 'b'])];
		expect(messages(terms)).toEqual([
			expect.stringMatching(/^a related_terms: "d" lists it but it does not list "d"/),
			expect.stringMatching(/^b related_terms: "d" lists it but it does not list "d"/),
			'd related_terms: no other term lists it: add it to the related terms of the terms a reader comes from',
		]);
	});

	test('a link recorded as one-way, with its reason, is not reported', () => {
		const terms = [term('a', ['b', 'c', 'd']), ...triangle().slice(1), term('d', ['a', 'b'])];
		const links = [
			{ from: 'd', to: 'b', reason: 'B is a general term that lists only its kinds.' },
		];
		expect(messages(terms, links)).toEqual([]);
	});

	test('a term no other term lists is reported even when its own links are one-way on purpose', () => {
		const terms = [...triangle(), term('d', ['a', 'b'])];
		const reason = 'A general term that should not list every specialised one.';
		const links = [
			{ from: 'd', to: 'a', reason },
			{ from: 'd', to: 'b', reason },
		];
		expect(messages(terms, links)).toEqual([
			'd related_terms: no other term lists it: add it to the related terms of the terms a reader comes from',
		]);
	});

	test('a one-way entry that no longer matches the terms is reported', () => {
		const links: OneWayLink[] = [
			{ from: 'a', to: 'b', reason: 'Goes both ways, so the entry is stale.' },
			{ from: 'a', to: 'x', reason: 'Names a term that does not exist.' },
			{ from: 'c', to: 'd', reason: 'C does not list d at all, so nothing is one-way.' },
			{ from: 'd', to: 'a', reason: 'short' },
			{ from: 'd', to: 'a', reason: 'Recorded a second time for the same link.' },
		];
		const terms = [
			term('a', ['b', 'c']),
			term('b', ['a', 'c']),
			term('c', ['a', 'b']),
			term('d', ['a', 'b']),
		];
		const found = messages(terms, links).filter((m) =>
			m.includes(`related_terms: ${ONE_WAY_LINKS_FILE},`),
		);
		expect(found).toEqual([
			`a related_terms: ${ONE_WAY_LINKS_FILE}, link to "b": the link goes both ways now: remove the entry`,
			`a related_terms: ${ONE_WAY_LINKS_FILE}, link to "x": "x" is not a term in the glossary: remove the entry`,
			`c related_terms: ${ONE_WAY_LINKS_FILE}, link to "d": "c" no longer lists "d": remove the entry`,
			`d related_terms: ${ONE_WAY_LINKS_FILE}, link to "a": give the reason in a sentence (why the other term should not list it back)`,
			`d related_terms: ${ONE_WAY_LINKS_FILE}, link to "a": is recorded twice`,
		]);
	});

	test('a related slug that is not a term, or the term itself, is reported', () => {
		const terms = [
			term('a', ['b', 'c', 'nope']),
			term('b', ['a', 'c', 'b']),
			term('c', ['a', 'b']),
		];
		expect(messages(terms)).toEqual([
			'a related_terms: "nope" is not a term in the glossary',
			'b related_terms: lists the term itself',
		]);
	});

	test(`more than ${EDITORIAL_RULES.relatedTerms.max} related terms is reported`, () => {
		const n = EDITORIAL_RULES.relatedTerms.max;
		const others = Array.from({ length: n + 1 }, (_, i) => `t${i}`);
		const hub = term('hub', others);
		const terms = [
			hub,
			...others.map((slug, i) => term(slug, ['hub', others[(i + 1) % others.length]!])),
		];
		const within = [
			term('hub', others.slice(0, n)),
			...others.map((slug, i) => term(slug, ['hub', others[(i + 1) % others.length]!])),
		];
		expect(messages(terms).filter((m) => m.startsWith('hub related_terms: has'))).toEqual([
			`hub related_terms: has ${n + 1} related terms; give 2–${n}`,
		]);
		// With n listed, the one left out is a one-way link, not a count problem.
		expect(messages(within).filter((m) => m.startsWith('hub related_terms: has'))).toEqual([]);
	});
});

describe('glossary lint: aliases', () => {
	test("an alias that is another term's name or alias, ignoring case, is reported", () => {
		const terms = [
			term('a', ['b', 'c'], { aliases: ['B'] }),
			term('b', ['a', 'c'], { aliases: ['Shared'] }),
			term('c', ['a', 'b'], { aliases: ['shared', 'C'] }),
		];
		expect(messages(terms)).toEqual([
			'a aliases: "B" is also the name or an alias of b',
			'b aliases: "Shared" is also the name or an alias of c',
			'c aliases: "shared" is also the name or an alias of b',
			`c aliases: "C" is the term's own name`,
		]);
	});

	test('names are compared ignoring spaces, hyphens, punctuation and accents', () => {
		const terms = [
			term('a', ['b', 'c'], { term: 'Fine-Tuning', aliases: ['Finetuning'] }),
			term('b', ['a', 'c'], { term: 'Dataset', aliases: ['Naïve Set'] }),
			term('c', ['a', 'b'], { aliases: ['Data Set', 'naive-set', 'fine tuning'] }),
		];
		expect(messages(terms)).toEqual([
			'a aliases: "Finetuning" is also the name or an alias of c',
			'b aliases: "Naïve Set" is also the name or an alias of c',
			'c aliases: "Data Set" is also the name or an alias of b',
			'c aliases: "naive-set" is also the name or an alias of b',
			'c aliases: "fine tuning" is also the name or an alias of a',
		]);
	});
});

describe('glossary lint: difficulty families', () => {
	const family = (slugs: string[]) =>
		DIFFICULTY_FAMILIES.find((f) => slugs.every((s) => f.includes(s)));

	test.each([
		[
			'distance and similarity measures',
			['cosine-similarity', 'jaccard-index', 'euclidean-distance'],
		],
		['hypothesis testing', ['p-value', 'statistical-significance', 'null-hypothesis']],
		['generative model families', ['variational-autoencoder', 'generative-adversarial-network']],
		['RL components', ['q-learning', 'experience-replay']],
	])('%s form one family', (_, slugs) => {
		expect(family(slugs)).toBeDefined();
	});

	test('siblings at different levels are reported, each naming the family', () => {
		const [first, second] = DIFFICULTY_FAMILIES[0]!;
		const terms = [
			term(first!, [second!, 'c']),
			term(second!, [first!, 'c'], { difficulty_level: 'advanced' }),
			term('c', [first!, second!]),
		];
		const found = messages(terms);
		expect(found).toHaveLength(2);
		for (const m of found)
			expect(m).toMatch(/difficulty_level: siblings should share a difficulty level/);
	});
});

describe('glossary lint: pronunciation notes', () => {
	test('a note on a term said as it is spelled is reported on the pronunciation field', () => {
		const terms = [...triangle().slice(1), term('a', ['b', 'c'], { pronunciation: 'AY.' })];
		expect(messages(terms)).toEqual([
			'a pronunciation: "A" reads as it is spelled: drop the note (or list the term in pronunciationAllowed in lint-lists.json if learners often say it wrong)',
		]);
	});

	test('a note on a listed term, or on a name with an accented letter, is not reported', () => {
		const listed = [...PRONUNCIATION_ALLOWED][0]!;
		const terms = [
			term('a', ['b', 'c', listed]),
			term('b', ['a', 'c']),
			term('c', ['a', 'b'], { term: 'Fréchet Distance', pronunciation: 'fray-SHAY.' }),
			term(listed, ['a'], { pronunciation: 'A note.' }),
		];
		expect(messages(terms).filter((m) => m.includes('pronunciation'))).toEqual([]);
	});

	test('a "Pronunciation:" paragraph kept beside a filled field is reported on the definition', () => {
		const definition = `${'A term written for a test. '.repeat(8)}\n\nPronunciation: AY.`;
		const terms = [
			...triangle().slice(1),
			term('a', ['b', 'c'], {
				term: 'Ä',
				comprehensive_definition: definition,
				pronunciation: 'AY.',
			}),
		];
		expect(messages(terms)).toEqual([
			'a comprehensive_definition: has a paragraph starting "Pronunciation:" while the pronunciation field is filled too: keep the note in the field and drop the paragraph',
		]);
	});

	test('a "Pronunciation:" paragraph asks for the field', () => {
		const definition = `${'A term written for a test. '.repeat(8)}\n\nPronunciation: AY.`;
		const terms = [
			...triangle().slice(1),
			term('a', ['b', 'c'], { term: 'Ä', comprehensive_definition: definition }),
		];
		expect(messages(terms)).toEqual([
			'a comprehensive_definition: has a paragraph starting "Pronunciation:": write the note in the pronunciation field instead (one line, at most 500 characters)',
		]);
	});
});

describe('glossary lint --fix: adding the links back', () => {
	test('adds each missing link back at the end of the list, except one-way links', () => {
		const terms = [...triangle(), term('d', ['a', 'b'])];
		const links = [
			{ from: 'd', to: 'b', reason: 'B is a general term that lists only its kinds.' },
		];
		const { changed, added, blocked } = addReverseLinks(terms, links);
		expect(added).toEqual([{ from: 'd', to: 'a' }]);
		expect(blocked).toEqual([]);
		expect(changed.map((t) => [t.slug, t.related_terms])).toEqual([['a', ['b', 'c', 'd']]]);
		expect(terms[0]!.related_terms).toEqual(['b', 'c']);
		const after = terms.map((t) => changed.find((c) => c.slug === t.slug) ?? t);
		expect(messages(after, links)).toEqual([]);
	});

	test('is idempotent: a second run changes nothing', () => {
		const terms = [term('a', ['b']), term('b', ['c']), term('c', ['a', 'b'])];
		const first = addReverseLinks(terms);
		expect(first.added).toEqual([
			{ from: 'a', to: 'b' },
			{ from: 'c', to: 'a' },
		]);
		const after = terms.map((t) => first.changed.find((c) => c.slug === t.slug) ?? t);
		expect(addReverseLinks(after)).toEqual({ changed: [], added: [], blocked: [] });
	});

	test(`never lists more than ${RELATED_TERMS_HARD_CAP} related terms (the term model's limit)`, () => {
		const others = Array.from({ length: RELATED_TERMS_HARD_CAP + 2 }, (_, i) => `t${i}`);
		const terms = [
			term('hub', others.slice(0, RELATED_TERMS_HARD_CAP - 1)),
			...others.map((s) => term(s, ['hub'])),
		];
		const { changed, added, blocked } = addReverseLinks(terms);
		const hub = changed.find((t) => t.slug === 'hub')!;
		expect(hub.related_terms).toHaveLength(RELATED_TERMS_HARD_CAP);
		expect(added.filter((l) => l.to === 'hub')).toEqual([
			{ from: `t${RELATED_TERMS_HARD_CAP - 1}`, to: 'hub' },
		]);
		expect(blocked).toEqual([
			{ from: `t${RELATED_TERMS_HARD_CAP}`, to: 'hub' },
			{ from: `t${RELATED_TERMS_HARD_CAP + 1}`, to: 'hub' },
		]);
	});

	test("never makes a list longer than the term model's stored length", () => {
		const long = (i: number) => `${'x'.repeat(90)}-${i}`;
		const others = Array.from({ length: 25 }, (_, i) => long(i));
		const terms = [term('hub', []), ...others.map((s) => term(s, ['hub']))];
		const { changed, blocked } = addReverseLinks(terms);
		const hub = changed.find((t) => t.slug === 'hub')!;
		expect(hub.related_terms.join(', ').length).toBeLessThanOrEqual(2000);
		expect(hub.related_terms.length + blocked.length).toBe(25);
		expect(blocked.length).toBeGreaterThan(0);
	});
});

describe('npm run glossary:lint -- --fix on files', () => {
	const root = mkdtempSync(join(tmpdir(), 'ai-atlas-lint-fix-'));
	afterAll(() => rmSync(root, { recursive: true, force: true }));
	const dir = join(root, 'terms');
	mkdirSync(dir);
	const run = (...args: string[]) =>
		spawnSync(process.execPath, ['scripts/glossary-lint.ts', ...args], {
			cwd: join(import.meta.dirname, '../../..'),
			env: { ...process.env, GLOSSARY_TERMS_DIR: dir },
			encoding: 'utf8',
		});
	const files = [
		term('a', ['b', 'c'], { updated_at: '2026-11-01T10:00:00.000Z' }),
		term('b', ['a', 'c']),
		term('c', ['a', 'b']),
		term('d', ['a', 'b'], { aliases: ['Dee'] }),
	];
	for (const f of files) writeFileSync(join(dir, `${f.slug}.json`), termFileText(f));
	writeFileSync(
		join(root, ONE_WAY_LINKS_FILE),
		JSON.stringify([
			{ from: 'd', to: 'b', reason: 'B is a general term that lists only its kinds.' },
		]),
	);
	const read = (slug: string) => readFileSync(join(dir, `${slug}.json`), 'utf8');

	test('the lint reports the missing link, --fix adds it in the export format, a rerun changes nothing', () => {
		const before = run();
		expect(before.status).toBe(1);
		expect(before.stdout).toContain('"d" lists it but it does not list "d"');

		const untouched = statSync(join(dir, 'c.json')).mtimeMs;
		const fixed = run('--fix');
		expect(fixed.stdout).toContain('Added 1 links back in 1 term files.');
		expect(fixed.stdout).toContain('4 terms checked: no findings.');
		expect(fixed.status).toBe(0);

		const a = JSON.parse(read('a')) as TermFile;
		expect(a.related_terms).toEqual(['b', 'c', 'd']);
		expect(a.updated_at).toBe('2026-11-01T10:00:00.000Z');
		// Byte for byte what glossary:export writes for the same term.
		expect(read('a')).toBe(
			termFileText(termToFileData({ ...termFileToInput(a), updated_at: a.updated_at })),
		);
		expect(read('b')).toBe(termFileText(files[1]!));
		expect(statSync(join(dir, 'c.json')).mtimeMs).toBe(untouched);

		const snapshot = files.map((f) => read(f.slug));
		const again = run('--fix');
		expect(again.stdout).toContain('Added 0 links back in 0 term files.');
		expect(files.map((f) => read(f.slug))).toEqual(snapshot);
	});

	test('--fix writes nothing while a file cannot be read', () => {
		writeFileSync(join(dir, 'broken.json'), '{');
		const result = run('--fix');
		rmSync(join(dir, 'broken.json'));
		expect(result.status).toBe(1);
		expect(result.stdout).toContain('Nothing fixed');
	});
});
