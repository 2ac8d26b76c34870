/**
 * The AI Atlas term card, for other sites. Add one script tag
 *   <script src="https://ai-atlas.netlify.app/embed/term-card.js" defer></script>
 * and mark links to our term pages:
 *   <a href="https://ai-atlas.netlify.app/glossary/gradient-descent" data-ai-atlas-term>gradient descent</a>
 * Hovering, focusing or tapping such a link shows a card with the term, its short definition, its
 * difficulty and "Read more on AI Atlas" (from GET /api/glossary/term/{slug}/summary, which any
 * site may read). Escape or leaving closes it. Without the script, or if the request fails, the
 * link is just a link. No framework; the card lives in a shadow root with its own stylesheet
 * (adopted, not inline, so the host's CSP needs nothing from us), follows the host's colour
 * scheme and reduced-motion setting.
 */

interface Summary {
	term: string;
	short_definition: string | null;
	difficulty: string;
	url: string;
	attribution: string;
}

const SELECTOR = 'a[data-ai-atlas-term]';
const script = document.currentScript as HTMLScriptElement | null;
const origin = new URL(script?.src ?? location.href).origin;
const cache = new Map<string, Promise<Summary | undefined>>();

const CSS = `
:host { all: initial; position: absolute; z-index: 2147483000; }
.card { box-sizing: border-box; width: min(20rem, calc(100vw - 1rem)); padding: 0.75rem 0.9rem;
  border: 1px solid #cbd5e1; border-radius: 0.6rem; background: #fff; color: #0f172a;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.18); opacity: 1; transition: opacity 120ms ease-out; }
.term { font-weight: 700; font-size: 15px; margin: 0; }
.level { display: inline-block; margin: 0.25rem 0 0.4rem; padding: 0 0.4rem; border-radius: 999px;
  background: #eef2ff; color: #3730a3; font-size: 12px; }
p { margin: 0; }
a { color: #4338ca; font-weight: 600; display: inline-block; margin-top: 0.5rem; min-height: 24px; }
.note { margin-top: 0.4rem; font-size: 11px; color: #475569; }
@media (prefers-color-scheme: dark) {
  .card { background: #0f172a; color: #f1f5f9; border-color: #475569; }
  .level { background: #312e81; color: #e0e7ff; } a { color: #a5b4fc; } .note { color: #cbd5e1; }
}
@media (prefers-reduced-motion: reduce) { .card { transition: none; } }
`;

const sheet = new CSSStyleSheet();
sheet.replaceSync(CSS);

/** The term's slug, from a link to one of our term pages. */
function slugOf(link: HTMLAnchorElement): string | undefined {
	try {
		const url = new URL(link.href);
		return url.origin === origin
			? /^\/glossary\/([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1]
			: undefined;
	} catch {
		return undefined;
	}
}

function summary(slug: string): Promise<Summary | undefined> {
	let entry = cache.get(slug);
	if (!entry) {
		entry = fetch(`${origin}/api/glossary/term/${encodeURIComponent(slug)}/summary`)
			.then((response) => (response.ok ? (response.json() as Promise<Summary>) : undefined))
			.catch(() => undefined);
		cache.set(slug, entry);
	}
	return entry;
}

let shown: { link: HTMLAnchorElement; host: HTMLElement } | undefined;
let counter = 0;

function close() {
	if (!shown) return;
	shown.link.removeAttribute('aria-describedby');
	shown.host.remove();
	shown = undefined;
}

async function show(link: HTMLAnchorElement) {
	if (shown?.link === link) return;
	const slug = slugOf(link);
	if (!slug) return;
	const data = await summary(slug);
	if (!data || !link.isConnected) return;
	close();
	const host = document.createElement('span');
	const id = `ai-atlas-term-card-${++counter}`;
	host.id = id;
	const root = host.attachShadow({ mode: 'open' });
	root.adoptedStyleSheets = [sheet];
	const card = document.createElement('div');
	card.className = 'card';
	card.setAttribute('role', 'tooltip');
	const add = (tag: string, className: string, text: string) => {
		const node = document.createElement(tag);
		node.className = className;
		node.textContent = text;
		card.append(node);
		return node;
	};
	add('p', 'term', data.term);
	add('span', 'level', data.difficulty.charAt(0).toUpperCase() + data.difficulty.slice(1));
	if (data.short_definition) add('p', 'definition', data.short_definition);
	const more = add('a', 'more', 'Read more on AI Atlas') as HTMLAnchorElement;
	more.href = data.url;
	add('p', 'note', `Definition: ${data.attribution}, CC BY 4.0`);
	root.append(card);
	// Placed after the link, so Tab reaches "Read more" next.
	link.after(host);
	const box = link.getBoundingClientRect();
	host.style.left = `${Math.max(8, Math.min(box.left + scrollX, scrollX + innerWidth - 328))}px`;
	host.style.top = `${box.bottom + scrollY + 6}px`;
	link.setAttribute('aria-describedby', id);
	shown = { link, host };
}

const linkOf = (target: EventTarget | null) =>
	target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;
const inCard = (target: EventTarget | null) =>
	!!shown && target instanceof Node && (shown.host === target || shown.host.contains(target));

let hideTimer: ReturnType<typeof setTimeout> | undefined;
const hideSoon = () => {
	clearTimeout(hideTimer);
	hideTimer = setTimeout(close, 250);
};

document.addEventListener('mouseover', (event) => {
	const link = linkOf(event.target);
	if (link || inCard(event.target)) {
		clearTimeout(hideTimer);
		if (link) void show(link);
	} else if (shown) hideSoon();
});
/** A card closed with Escape stays closed while focus returns to its link. */
let dismissed: HTMLAnchorElement | undefined;
document.addEventListener('focusin', (event) => {
	const link = linkOf(event.target);
	if (link && link === dismissed) return;
	dismissed = undefined;
	if (link) void show(link);
	else if (!inCard(event.target)) close();
});
document.addEventListener('keydown', (event) => {
	if (event.key === 'Escape' && shown) {
		const link = shown.link;
		close();
		dismissed = link;
		link.focus();
	}
});
// A tap on a touch screen shows the card first; a second tap follows the link.
document.addEventListener(
	'click',
	(event) => {
		const link = linkOf(event.target);
		if (!link || !matchMedia('(hover: none)').matches || shown?.link === link) return;
		event.preventDefault();
		void show(link);
	},
	true,
);

export {};
