/**
 * The glossary as open data (CC BY 4.0): the downloadable JSON and CSV files built with the site
 * (src/pages/glossary.json.ts, glossary.csv.ts). Every field of the one term model
 * (term-model.ts), in its order; the CSV writes list fields in the model's text form (comma lists
 * joined by ", ", line lists one entry per line) and quotes as RFC 4180 says.
 */
import { createHash } from 'node:crypto';
import { CONTENT_LICENSE } from '../consts.ts';
import { FIELD_NAMES, TERM_FIELDS, type FieldName, type TermFile } from './term-model.ts';

export const OPEN_FIELDS: readonly FieldName[] = FIELD_NAMES;

export interface OpenTerm extends Omit<TermFile, 'updated_at'> {
	/** The term's page, its canonical address. */
	url: string;
}

export interface GlossaryDownload {
	name: string;
	description: string;
	url: string;
	license: { name: string; url: string };
	attribution: string;
	/** When the site was built. */
	generated: string;
	/** Changes whenever any term does (a hash of the terms). */
	version: string;
	count: number;
	fields: { name: FieldName | 'url'; label: string; list: boolean }[];
	terms: OpenTerm[];
}

export function openTerm(term: TermFile, site: string): OpenTerm {
	const fields = Object.fromEntries(
		OPEN_FIELDS.map((name) => [name, term[name] ?? (isList(name) ? [] : null)]),
	);
	return { ...fields, url: new URL(`/glossary/${term.slug}`, site).href } as OpenTerm;
}

const isList = (name: FieldName) =>
	TERM_FIELDS[name].kind === 'comma-list' || TERM_FIELDS[name].kind === 'line-list';

export function glossaryDownload(
	terms: TermFile[],
	site: string,
	generated: Date,
): GlossaryDownload {
	const open = terms.map((term) => openTerm(term, site));
	return {
		name: 'AI Atlas glossary of artificial intelligence and machine learning',
		description:
			'Every term of the AI Atlas glossary: short and comprehensive definitions, examples, difficulty, categories and related terms.',
		url: new URL('/data', site).href,
		license: { name: CONTENT_LICENSE.title, url: CONTENT_LICENSE.url },
		attribution: `${CONTENT_LICENSE.attribution} (${new URL('/', site).href}), with a link to each term's page`,
		generated: generated.toISOString(),
		version: createHash('sha256').update(JSON.stringify(open)).digest('hex').slice(0, 16),
		count: open.length,
		fields: [
			...OPEN_FIELDS.map((name) => ({ name, label: TERM_FIELDS[name].label, list: isList(name) })),
			{ name: 'url' as const, label: 'Page', list: false },
		],
		terms: open,
	};
}

/**
 * One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). A field that
 * starts as a spreadsheet formula would (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a
 * `'` in front, so that a spreadsheet opening the file shows it as text instead of evaluating it
 * (OWASP "CSV Injection"); /glossary.json keeps every value exact.
 */
export function csvField(value: string): string {
	const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function glossaryCsv(terms: OpenTerm[]): string {
	const columns = [...OPEN_FIELDS, 'url'] as const;
	const text = (term: OpenTerm, name: (typeof columns)[number]): string => {
		const value = term[name];
		if (Array.isArray(value))
			return value.join(
				name !== 'url' && TERM_FIELDS[name as FieldName].kind === 'line-list' ? '\n' : ', ',
			);
		return value === null || value === undefined ? '' : String(value);
	};
	const rows = [
		columns.join(','),
		...terms.map((term) => columns.map((name) => csvField(text(term, name))).join(',')),
	];
	// RFC 4180 lines end with CRLF.
	return `${rows.join('\r\n')}\r\n`;
}
