/**
 * What the offline edition says about itself: the ZIM metadata Kiwix shows in its library
 * (openZIM's conventions: https://wiki.openzim.org/wiki/Metadata), its 48×48 illustration, and
 * the note its welcome page opens with.
 */
import { Resvg } from '@resvg/resvg-js';
import { CONTENT_LICENSE, SITE_NAME } from '../consts.ts';
import { escapeHtml } from '../learning/rich-text.ts';

/** The file's Name: the same for every edition, so readers know a newer one replaces it. */
export const ZIM_NAME = 'ai-atlas_en_all';

export interface EditionFacts {
	/** The online site, `https://…`. */
	site: string;
	/** When the edition was made. */
	date: Date;
	/** How many glossary terms it carries. */
	terms: number;
}

/** What the file leaves to the online site, as its welcome note and long description say. */
const ONLINE_ONLY =
	'keeping and syncing your progress, reviewing terms with spaced repetition, cards of your own, pronunciation, the glossary’s search filters and API, and editing';

/** Every metadata key the file carries, by openZIM's names. */
export function zimMetadata({ site, date, terms }: EditionFacts): Record<string, string> {
	return {
		Name: ZIM_NAME,
		Title: SITE_NAME,
		// At most 80 characters.
		Description: 'Guides, learning paths and a glossary of AI and machine learning',
		LongDescription:
			`${SITE_NAME} explains artificial intelligence and machine learning for beginners, curious ` +
			`readers and professionals: topic guides with questions to check your understanding, ` +
			`learning paths, articles and a glossary of ${terms} terms, with the glossary as open data. ` +
			`Everything here reads offline; ${ONLINE_ONLY} need the online site, ${site}.`,
		Language: 'eng',
		Creator: SITE_NAME,
		Publisher: SITE_NAME,
		Date: date.toISOString().slice(0, 10),
		Tags: '_category:other;_ftindex:yes;_pictures:yes;_videos:no;_details:yes;artificial intelligence;machine learning;glossary',
		Source: site,
		License: `${CONTENT_LICENSE.name}: ${CONTENT_LICENSE.url}`,
		Scraper: 'AI Atlas build:zim',
	};
}

/** The illustration Kiwix shows beside the file: the site's icon as a 48×48 PNG. */
export const zimIllustration = (iconSvg: string): Buffer =>
	new Resvg(iconSvg, { fitTo: { mode: 'width', value: 48 } }).render().asPng();

/**
 * The note the welcome page (the home page) opens with: what the file is, what it leaves to the
 * online site, and the licence. Its links are written as on the site; the export rewrites them.
 */
export function welcomeNote({ site, date, terms }: EditionFacts): string {
	const day = date.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
	const siteLink = `<a class="link" href="${escapeHtml(site)}">${escapeHtml(new URL(site).host)}</a>`;
	return `<section aria-labelledby="offline-edition" class="container-page pt-10">
<div class="card p-6 leading-7 text-slate-800">
<h2 id="offline-edition" class="text-2xl font-bold text-slate-900">The offline edition</h2>
<p class="mt-3">This is ${SITE_NAME} in one file, made on ${escapeHtml(day)} from ${siteLink}: every guide with its questions, every article and learning path, and all ${terms} glossary terms, with nothing to download. Kiwix’s search finds any of it, and so does the search box at the top of each page where the file is served on a network (a Kiwix hotspot, or kiwix-serve).</p>
<p class="mt-3">Some things need the online site: ${ONLINE_ONLY}. They are left out here.</p>
<p class="mt-3">The content is under <a class="link" rel="license" href="${CONTENT_LICENSE.url}">${CONTENT_LICENSE.title} (${CONTENT_LICENSE.name})</a>: copy it, share it and adapt it for any purpose, crediting “${CONTENT_LICENSE.attribution}” with a link to the page you used, and saying if you made changes. The glossary is also <a class="link" href="/data">open data</a>.</p>
</div>
</section>`;
}
