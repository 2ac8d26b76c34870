/**
 * The dates of every guide and article, read from their files: each keeps a truthful "What
 * changed" list, a review later than the last change says what it checked, and no page speaks of
 * "this year", "currently", "recently", "as of"… about a time more than a year before its review
 * (src/lib/page-dates.ts has the rules; docs/decisions/dates-on-content.md the reasons).
 */
import { describe, expect, test } from 'vitest';
import {
	dateProblems,
	lastChanged,
	staleWording,
	type PageDates,
} from '../../src/lib/page-dates.ts';
import { contentFiles, SPEC_ARTICLES, SPEC_GUIDES } from '../helpers/content.ts';

interface Page {
	file: string;
	dates: PageDates;
	/** Everything a reader sees as text: summary lines, body and FAQ answers. */
	text: string;
}

const asDate = (value: unknown): Date | undefined =>
	value === undefined ? undefined : new Date(value as string | Date);

function readPages(folder: 'topics' | 'blog'): Page[] {
	return contentFiles(folder).map(({ file, data, body }) => {
		const faq = (data.faq as { items?: { question: string; answer: string }[] } | undefined)?.items;
		const changes = ((data.changes ?? []) as { date: unknown; note: string }[]).map((c) => ({
			date: asDate(c.date)!,
			note: c.note,
		}));
		return {
			file,
			dates: {
				published: asDate(data.published ?? data.date)!,
				modified: asDate(data.modified),
				reviewed: asDate(data.reviewed),
				reviewNote: data.reviewNote as string | undefined,
				changes,
			},
			text: [
				...['summary', 'excerpt', 'description'].map((key) => data[key] as string | undefined),
				body,
				...(faq ?? []).flatMap((item) => [item.question, item.answer]),
			]
				.filter(Boolean)
				.join('\n\n'),
		};
	});
}

const pages = [...readPages('topics'), ...readPages('blog')];

describe('dates on guides and articles', () => {
	test('reads every guide and article, SPEC’s among them', () => {
		const files = pages.map((p) => p.file);
		for (const slug of SPEC_GUIDES) expect(files).toContain(`content/topics/${slug}.mdx`);
		for (const { slug } of SPEC_ARTICLES) expect(files).toContain(`content/blog/${slug}.mdx`);
	});

	test.each(pages)('$file keeps its dates by the rules', ({ dates }) => {
		expect(dateProblems(dates)).toEqual([]);
	});

	test.each(pages)(
		'$file has no present-time wording that is over a year old',
		({ dates, text }) => {
			const found = staleWording(text, {
				reviewed: dates.reviewed,
				lastChanged: lastChanged(dates),
			});
			expect(found.map((f) => `"${f.phrase}" in: ${f.sentence}`)).toEqual([]);
		},
	);
});
