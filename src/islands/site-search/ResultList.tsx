/**
 * The search dialog's results (SearchDialog.tsx): a listbox of groups by type, each page followed
 * by its matching sections. Every page and section is one option, numbered in display order, which
 * is the order the arrow keys walk.
 */
import { useMemo } from 'react';
import type { ResultGroup } from '../../lib/site-search/results';
import { Excerpt, Option, ResultFacts } from './SearchOption';

interface Props {
	id: string;
	groups: readonly ResultGroup[];
	/** The query the results are for (tests wait for it). */
	query: string | undefined;
	/** Position of the active option, or -1. */
	active: number;
	optionId: (position: number) => string;
	onChoose: (url: string) => void;
	onHover: (position: number) => void;
}

export function ResultList({ id, groups, query, active, optionId, onChoose, onHover }: Props) {
	// Each page and section's position among the options, in display order.
	const rows = useMemo(() => {
		let position = 0;
		return groups.map((group) => ({
			...group,
			rows: group.results.map((result) => ({
				result,
				position: position++,
				sections: result.sections.map((section) => ({ section, position: position++ })),
			})),
		}));
	}, [groups]);

	return (
		<div
			id={id}
			role="listbox"
			aria-label="Search results"
			className="site-search-results"
			data-query={query}
		>
			{rows.map((group, groupIndex) => (
				<div
					key={group.key}
					role="group"
					aria-labelledby={`${id}-group-${groupIndex}`}
					className="site-search-group"
				>
					<div
						id={`${id}-group-${groupIndex}`}
						role="presentation"
						className="site-search-group-label"
					>
						{group.label}
					</div>
					{group.rows.map(({ result, position, sections }) => (
						<div key={result.url}>
							<Option
								id={optionId(position)}
								url={result.url}
								active={active === position}
								onChoose={onChoose}
								onHover={() => onHover(position)}
							>
								<span className="site-search-title">{result.title}</span>
								<ResultFacts result={result} />
								{result.excerpt.length > 0 && <Excerpt parts={result.excerpt} />}
							</Option>
							{sections.map(({ section, position: sectionPosition }) => (
								<Option
									key={section.url}
									id={optionId(sectionPosition)}
									url={section.url}
									active={active === sectionPosition}
									section
									onChoose={onChoose}
									onHover={() => onHover(sectionPosition)}
								>
									<span className="site-search-title">
										<span aria-hidden="true" className="site-search-section-mark">
											#{' '}
										</span>
										{section.title}
										<span className="sr-only">, section of {result.title}</span>
									</span>
									<Excerpt parts={section.excerpt} />
								</Option>
							))}
						</div>
					))}
				</div>
			))}
		</div>
	);
}
