import { forwardRef } from 'react';
import type { CategoryType, TermDetail as TermDetailData } from '../../lib/glossary/schema';
import { parseCategories, splitLines, splitList } from '../../lib/glossary/categories';
import { splitDefinition } from '../../lib/glossary/view-state';
import { mathsToPlain } from '../../lib/maths/syntax';
import { DifficultyBadge } from './DifficultyBadge';
import { PronounceButton } from './PronounceButton';
import AddToReview from '../learning/AddToReview';
import { interceptTermLink } from './TermList';

interface Props {
	term: TermDetailData;
	onBack: () => void;
	onOpen: (slug: string) => void;
	onCategory: (category: string, type: CategoryType) => void;
}

/** The full entry for one term. Its heading receives focus when it opens. */
export const TermDetail = forwardRef<HTMLHeadingElement, Props>(function TermDetail(
	{ term, onBack, onOpen, onCategory },
	headingRef,
) {
	const { paragraphs, pronunciation } = splitDefinition(term.comprehensive_definition);
	// No KaTeX in the browser: formulas read as Unicode text here; the term's page typesets them.
	const examples = splitLines(term.examples).map(mathsToPlain);
	const sentences = splitLines(term.example_sentences);
	const categories = parseCategories(term.categories);
	const aliases = splitList(term.aliases);

	return (
		<article aria-labelledby="term-title" className="card p-6 sm:p-8">
			<button type="button" className="link text-sm" onClick={onBack}>
				← Back to list
			</button>
			<div className="mt-4 flex flex-wrap items-start justify-between gap-3">
				<div>
					<h2
						id="term-title"
						ref={headingRef}
						tabIndex={-1}
						className="text-3xl font-extrabold tracking-tight text-slate-900 outline-none dark:text-white"
					>
						{term.term}
					</h2>
					{aliases.length > 0 && (
						<p className="mt-1 text-slate-700 dark:text-slate-300">
							Also known as {aliases.join(', ')}
						</p>
					)}
					<p className="mt-1 text-sm">
						<a className="link" href={`/glossary/${encodeURIComponent(term.slug)}`}>
							Permalink<span className="sr-only">: the page for {term.term}</span>
						</a>
					</p>
				</div>
				<DifficultyBadge level={term.difficulty_level} />
			</div>
			{term.short_definition && (
				<p className="mt-5 text-lg leading-8 font-medium text-slate-900 dark:text-slate-100">
					{term.short_definition}
				</p>
			)}
			<div className="mt-4 flex flex-wrap items-center gap-3">
				<PronounceButton term={term.term} />
				<AddToReview key={term.slug} compact terms={[term.slug]} label="Add to review" />
				{pronunciation && (
					<p className="text-slate-700 dark:text-slate-300">
						<span className="font-semibold text-slate-900 dark:text-white">Pronunciation:</span>{' '}
						{pronunciation}
					</p>
				)}
			</div>
			<section aria-labelledby="term-definition" className="mt-8">
				<h3 id="term-definition" className="text-lg font-bold text-slate-900 dark:text-white">
					Definition
				</h3>
				<div className="mt-2 space-y-4 leading-7 text-slate-800 dark:text-slate-200">
					{paragraphs.map((paragraph, i) => (
						<p key={i}>{mathsToPlain(paragraph)}</p>
					))}
				</div>
			</section>
			{examples.length > 0 && (
				<section aria-labelledby="term-examples" className="mt-8">
					<h3 id="term-examples" className="text-lg font-bold text-slate-900 dark:text-white">
						Examples
					</h3>
					<ul className="mt-2 list-disc space-y-2 pl-6 text-slate-800 dark:text-slate-200">
						{examples.map((example, i) => (
							<li key={i}>{example}</li>
						))}
					</ul>
				</section>
			)}
			{sentences.length > 0 && (
				<section aria-labelledby="term-sentences" className="mt-8">
					<h3 id="term-sentences" className="text-lg font-bold text-slate-900 dark:text-white">
						In a sentence
					</h3>
					<ul className="mt-2 space-y-2 text-slate-800 italic dark:text-slate-200">
						{sentences.map((sentence, i) => (
							<li key={i}>“{sentence}”</li>
						))}
					</ul>
				</section>
			)}
			<dl className="mt-8 grid gap-6 sm:grid-cols-2">
				<div>
					<dt className="font-bold text-slate-900 dark:text-white">Difficulty</dt>
					<dd className="mt-1 capitalize text-slate-800 dark:text-slate-200">
						{term.difficulty_level}
					</dd>
				</div>
				{categories.length > 0 && (
					<div>
						<dt className="font-bold text-slate-900 dark:text-white">Categories</dt>
						<dd className="mt-2 flex flex-wrap gap-2">
							{categories.map((ref) => {
								const value = ref.secondary ? `${ref.primary}:${ref.secondary}` : ref.primary;
								return (
									<button
										key={value}
										type="button"
										className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
										onClick={() => onCategory(value, ref.secondary ? 'secondary' : 'primary')}
									>
										{ref.secondary ? `${ref.primary} › ${ref.secondary}` : ref.primary}
									</button>
								);
							})}
						</dd>
					</div>
				)}
			</dl>
			{term.related.length > 0 && (
				<section aria-labelledby="term-related" className="mt-8">
					<h3 id="term-related" className="text-lg font-bold text-slate-900 dark:text-white">
						Related terms
					</h3>
					<ul className="mt-2 flex flex-wrap gap-2">
						{term.related.map((related) => (
							<li key={related.slug}>
								<a
									className="inline-block rounded-full border border-brand-300 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 dark:border-brand-700 dark:text-brand-200 dark:hover:bg-brand-950"
									href={`/glossary?term=${encodeURIComponent(related.slug)}`}
									onClick={(event) => interceptTermLink(event, () => onOpen(related.slug))}
								>
									{related.term}
								</a>
							</li>
						))}
					</ul>
				</section>
			)}
		</article>
	);
});
