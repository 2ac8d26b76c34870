import { termPath } from '../../lib/glossary/term-pages';
import type { OverviewSection } from '../../lib/glossary/letter-pages';
import { termCountLabel } from '../../lib/glossary/term-count';

/** A section's heading: its letter, or what "#" stands for. */
export const sectionTitle = (section: string) => (section === '#' ? 'Digits and symbols' : section);

/**
 * The A–Z index as /glossary shows it, rendered at build time (no JavaScript): each letter's
 * first few terms, linking to their own pages, and a link to the letter's page listing all of
 * them. Bounded whatever the glossary's size, so /glossary stays light at any number of terms.
 */
export function GlossaryOverview({ sections }: { sections: OverviewSection[] }) {
	return (
		<section aria-labelledby="index-heading" className="glossary-index" data-glossary-overview="">
			<h2 id="index-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
				All terms A–Z
			</h2>
			<p className="mt-2 text-slate-700 dark:text-slate-300">
				Each letter has a page of its own listing every term that starts with it; here are the first
				few.
			</p>
			{sections.map(({ section, path, count, preview }) => (
				<div key={section}>
					<h3 id={`index-${section}`}>{sectionTitle(section)}</h3>
					<ul>
						{preview.map((item) => (
							<li key={item.slug}>
								<a href={termPath(item.slug)}>{item.term}</a>
							</li>
						))}
						<li>
							<a href={path}>
								{termCountLabel(count)}{' '}
								{section === '#' ? 'with a digit or symbol first' : `starting with ${section}`}{' '}
								<span aria-hidden="true">→</span>
							</a>
						</li>
					</ul>
				</div>
			))}
		</section>
	);
}
