import { useEffect, useRef, useState } from 'react';
import { addOwnCard, defaultPhrase, sentenceAround } from '../../lib/review/own-cards';
import { OwnCardForm } from './OwnCardForm';

interface Props {
	/** The page's address: `/topics/{slug}` or `/glossary/{slug}`. */
	href: string;
	/** The page's title, kept with the card. */
	label: string;
}

/** What a selection in the page's article gives a card. */
interface Picked {
	sentence: string;
	phrase: string;
	/** The section it is in (the nearest heading above it with an id). */
	section?: string;
}

/**
 * The floating button and the form's dialog are styled by a constructed stylesheet (no class of
 * theirs in the site stylesheet, which every page loads; a constructed sheet needs no hash in the
 * page's policy).
 */
function addStyles() {
	if (!('adoptedStyleSheets' in document) || document.querySelector('[data-make-card-styles]'))
		return;
	const sheet = new CSSStyleSheet();
	sheet.replaceSync(`
.make-card-float{position:fixed;z-index:40;left:50%;bottom:max(1rem,env(safe-area-inset-bottom));transform:translateX(-50%);box-shadow:0 4px 16px rgb(0 0 0/.25)}
.make-card-dialog{width:min(36rem,calc(100vw - 1.5rem));max-height:calc(100dvh - 1.5rem);overflow:auto;padding:1.25rem;border-radius:.75rem}
.make-card-dialog::backdrop{background:rgb(15 23 42/.6)}`);
	document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
	document.documentElement.dataset.makeCardStyles = '';
}

const BLOCKS = 'p, li, dd, td, th, blockquote, figcaption, h2, h3, h4';

/**
 * A block's text as read, without the glossary links' tooltips (their text is in the paragraph
 * but not in the sentence), and where the selection starts in it.
 */
function readText(block: Element, range: Range): { text: string; from: number } {
	const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
	let text = '';
	let from = -1;
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		if (node.parentElement?.closest('[role="tooltip"]')) continue;
		if (node === range.startContainer) from = text.length + range.startOffset;
		text += node.textContent ?? '';
	}
	return { text, from: from < 0 ? 0 : from };
}

/** The sentence and phrase a selection in the article gives, or none when it is elsewhere. */
function pickFrom(selection: Selection | null, island: Element | null): Picked | undefined {
	if (!selection || selection.isCollapsed || !selection.rangeCount) return undefined;
	const range = selection.getRangeAt(0);
	const start =
		range.startContainer instanceof Element
			? range.startContainer
			: range.startContainer.parentElement;
	const article = start?.closest('article');
	if (
		!start ||
		!article ||
		island?.contains(start) ||
		start.closest('input, textarea, form, [role="tooltip"]')
	)
		return undefined;
	const selected = selection.toString().replace(/\s+/g, ' ').trim();
	if (!selected) return undefined;
	const block = start.closest(BLOCKS);
	let sentence = selected;
	if (block?.contains(range.endContainer)) {
		const { text, from } = readText(block, range);
		sentence = sentenceAround(text, from, from + selection.toString().length);
	}
	const linked = Array.from(
		block?.querySelectorAll<HTMLAnchorElement>('a[href^="/glossary/"]') ?? [],
		(a) => a.textContent ?? '',
	);
	// A word or phrase picked out of its sentence is the answer; a whole sentence gets a default.
	const phrase =
		selected.length < sentence.length * 0.8 && selected.length <= 100
			? selected
			: defaultPhrase(sentence, linked);
	const headings = Array.from(article.querySelectorAll('h2[id], h3[id]')).filter(
		(h) => h.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING,
	);
	return { sentence, phrase, section: headings.at(-1)?.id };
}

/**
 * "Make a card" on a guide or term page: a card of the reader's own, made from a sentence they
 * selected (a cloze: a word or phrase of it hidden, both sides editable) or from nothing. The
 * page loads no JavaScript before interaction: the reader's first selection on the page wakes
 * the island, and every selection in the article then brings a floating "Make a card" button
 * (the button below the article reads the selection too).
 */
export default function MakeCard({ href, label }: Props) {
	const root = useRef<HTMLDivElement>(null);
	const dialog = useRef<HTMLDialogElement>(null);
	const opener = useRef<HTMLButtonElement | null>(null);
	const [floating, setFloating] = useState<Picked>();
	/** The form's dialog, open when set: on the selection picked, or on none. */
	const [form, setForm] = useState<{ picked?: Picked }>();
	const [saved, setSaved] = useState(false);

	useEffect(() => {
		addStyles();
		const onChange = () => setFloating(pickFrom(getSelection(), root.current));
		// The island wakes on the reader's first selection (`client:interaction="selection"`),
		// which is already made by the time it has hydrated.
		onChange();
		document.addEventListener('selectionchange', onChange);
		return () => document.removeEventListener('selectionchange', onChange);
	}, []);

	useEffect(() => {
		if (form && !dialog.current?.open) dialog.current?.showModal();
	}, [form]);

	const open = (picked: Picked | undefined, from: HTMLButtonElement) => {
		opener.current = from.isConnected && from.dataset.float === undefined ? from : null;
		setSaved(false);
		setForm({ picked });
	};
	const close = () => {
		dialog.current?.close();
		setForm(undefined);
		(opener.current ?? root.current?.querySelector('button'))?.focus();
	};

	const section = form?.picked?.section;
	return (
		<div ref={root}>
			<button
				type="button"
				className="btn-secondary min-h-11"
				onClick={(e) => open(pickFrom(getSelection(), root.current) ?? floating, e.currentTarget)}
			>
				Make a card from this page
			</button>
			<p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
				{saved ? (
					<>
						Card saved.{' '}
						<a className="link" href="/review">
							Review it
						</a>{' '}
						or select another sentence.
					</>
				) : (
					'Select a sentence first to make a card from it.'
				)}
			</p>
			{floating && !form && (
				<button
					type="button"
					data-float
					className="btn-primary make-card-float min-h-11"
					// Keeps the selection while the button is pressed.
					onPointerDown={(e) => e.preventDefault()}
					onClick={(e) => open(floating, e.currentTarget)}
				>
					Make a card
				</button>
			)}
			{form && (
				<dialog
					ref={dialog}
					className="make-card-dialog card"
					aria-labelledby="make-card-title"
					onClose={() => form && close()}
				>
					<h2 id="make-card-title" className="text-xl font-bold text-slate-900 dark:text-white">
						Make a card
					</h2>
					<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
						From {label}. It goes into your review, with a link back here.
					</p>
					<div className="mt-3">
						<OwnCardForm
							picked={form.picked}
							saveLabel="Save the card"
							change={(state, text, now) =>
								addOwnCard(state, text, { href: section ? `${href}#${section}` : href, label }, now)
							}
							onSaved={() => {
								setSaved(true);
								close();
							}}
							onCancel={close}
						/>
					</div>
				</dialog>
			)}
		</div>
	);
}
