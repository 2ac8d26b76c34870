import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { glossaryApi } from '../../lib/api-client';
import type { Suggestion } from '../../lib/glossary/schema';
import { MIN_QUERY_LENGTH, filterSuggestions } from '../../lib/glossary/view-state';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useListbox } from '../hooks/use-listbox';
import { useOutsideClick } from '../hooks/use-outside-click';
import { useQuery } from '../hooks/use-query';

const DEBOUNCE_MS = 300;
const AUTOCOMPLETE_CACHE_MS = 30_000;

interface Props {
	onChoose: (slug: string) => void;
	onSearch: (text: string) => void;
}

/**
 * The glossary search box, a WAI-ARIA combobox. From 2 characters it suggests terms that start
 * with the text (after a 300 ms pause); arrows move through suggestions, Enter chooses one (or
 * searches all fields when none is active), Escape closes the list and then clears the text.
 */
export function GlossarySearch({ onChoose, onSearch }: Props) {
	const [text, setText] = useState('');
	const [open, setOpen] = useState(false);
	const root = useRef<HTMLDivElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const listId = useId();
	const trimmed = text.trim();
	const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
	const long = debounced.length >= MIN_QUERY_LENGTH;
	const query = useQuery<Suggestion[]>(
		long ? `autocomplete:${debounced.toLowerCase()}` : null,
		(signal) => glossaryApi.autocomplete(debounced, { signal }),
		{ maxAgeMs: AUTOCOMPLETE_CACHE_MS },
	);
	const waiting = trimmed !== debounced || query.loading;
	// A failed autocomplete shows no suggestions: the reader can still search all fields.
	const suggestions = waiting ? [] : filterSuggestions(query.data ?? [], trimmed);
	const showList = open && trimmed.length >= MIN_QUERY_LENGTH;

	const listbox = useListbox({
		count: suggestions.length,
		open: showList,
		idPrefix: `${listId}-option`,
		wrap: true,
		onArrow: () => setOpen(true),
		onChoose: (index) => choose(suggestions[index]!),
		// First Escape closes the list; with the list already closed it clears the text.
		onEscape: () => (showList ? close() : setText('')),
	});
	const { active, setActive, optionId } = listbox;

	const close = useCallback(() => {
		setOpen(false);
		setActive(-1);
	}, [setActive]);
	useOutsideClick(root, showList, close);

	// The island hydrates on first interaction: text typed while it loaded is in the field but
	// never reached React. Adopt it, with the list open if the field still has focus.
	useEffect(() => {
		const input = inputRef.current;
		if (!input?.value) return;
		setText(input.value);
		setOpen(document.activeElement === input);
	}, []);

	const choose = (suggestion: Suggestion) => {
		setText('');
		close();
		onChoose(suggestion.slug);
	};

	const submit = (event?: SubmitEvent<HTMLFormElement>) => {
		event?.preventDefault();
		if (trimmed.length < MIN_QUERY_LENGTH) return;
		close();
		onSearch(trimmed);
	};

	return (
		<div ref={root} className="relative">
			<form role="search" onSubmit={submit} className="flex gap-2">
				<label htmlFor={`${listId}-input`} className="sr-only">
					Search the glossary
				</label>
				<input
					ref={inputRef}
					id={`${listId}-input`}
					type="search"
					role="combobox"
					aria-expanded={showList}
					aria-controls={listId}
					aria-autocomplete="list"
					aria-activedescendant={listbox.activeId}
					autoComplete="off"
					placeholder="Search terms, e.g. transformer or RAG"
					className="field h-12 flex-1 text-base"
					value={text}
					onChange={(event) => {
						setText(event.target.value);
						setOpen(true);
						setActive(-1);
					}}
					onFocus={() => setOpen(true)}
					onKeyDown={listbox.onKeyDown}
				/>
				<button type="submit" className="btn-primary h-12 px-5">
					Search
				</button>
			</form>
			{showList && (
				<div className="absolute inset-x-0 top-full z-30 mt-2 max-h-[20rem] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
					{waiting ? (
						<p className="px-4 py-3 text-slate-700 dark:text-slate-300" role="status">
							Searching...
						</p>
					) : suggestions.length === 0 ? (
						<div className="px-4 py-3 text-slate-700 dark:text-slate-300" role="status">
							<p>No suggestions found for "{trimmed}"</p>
							<button type="button" className="link mt-1" onClick={() => submit()}>
								Search for "{trimmed}" in all fields
							</button>
						</div>
					) : null}
					<ul
						id={listId}
						role="listbox"
						aria-label="Suggestions"
						hidden={waiting || suggestions.length === 0}
					>
						{suggestions.map((suggestion, index) => (
							// Keys reach the search field, which keeps focus and names the active option.
							// eslint-disable-next-line jsx-a11y/click-events-have-key-events
							<li
								key={suggestion.id}
								id={optionId(index)}
								role="option"
								aria-selected={index === active}
								className={`cursor-pointer px-4 py-2.5 ${index === active ? 'bg-brand-50 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800'}`}
								onPointerDown={(event) => event.preventDefault()}
								onClick={() => choose(suggestion)}
							>
								<span className="block font-semibold text-slate-900 dark:text-white">
									{suggestion.term}
									{suggestion.matched_alias && ' '}
									{suggestion.matched_alias && (
										<span className="ml-2 text-sm font-normal text-slate-700 dark:text-slate-300">
											({suggestion.matched_alias})
										</span>
									)}
								</span>
								{suggestion.short_definition && (
									<span className="line-clamp-1 block text-sm text-slate-700 dark:text-slate-300">
										{suggestion.short_definition}
									</span>
								)}
							</li>
						))}
					</ul>
				</div>
			)}
		</div>
	);
}
