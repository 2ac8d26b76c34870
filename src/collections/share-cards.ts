/**
 * Which share card each page gets, from the content collections (a glossary term page uses its
 * letter's card: src/lib/share-card-description.ts `letterShareCard`). Pages call `shareCardFor` for
 * their `<head>`; the build draws every card `allShareCards` lists (src/pages/cards/[...slug].png.ts).
 * Both go through the same function, so a page can never point at a card that was not drawn.
 */
import { articleWordCount, getGlossaryTerms, getPosts, getTopics } from './content';
import { SITE_NAME } from '../lib/consts';
import { indexSections, letterPagePath, sectionHeading } from '../lib/glossary/letter-pages';
import {
	letterShareCard,
	readingTimeDetail,
	shareCard,
	type ShareCard,
} from '../lib/share-card-description';
import { readingMinutes } from '../lib/text';

/** Index pages with a card of their own. */
export type IndexPage = 'home' | 'topics' | 'blog' | 'glossary';

/** What a page is: a topic guide, a blog article, or one of the index pages. */
export type ShareCardKind = 'guide' | 'article' | 'index';

async function indexCard(page: IndexPage): Promise<ShareCard> {
	switch (page) {
		case 'home':
			return shareCard({
				path: '/',
				label: 'Guides, articles and a glossary',
				title: 'Understand AI and machine learning, one clear guide at a time',
				detail: 'For beginners, curious readers and professionals',
			});
		case 'topics':
			return shareCard({
				path: '/topics',
				label: 'Topics',
				title: 'Explore AI & ML Topics',
				detail: `${(await getTopics()).length} in-depth guides`,
			});
		case 'blog':
			return shareCard({
				path: '/blog',
				label: 'Blog',
				title: `${SITE_NAME} Blog`,
				detail: `${(await getPosts()).length} articles`,
			});
		case 'glossary':
			return shareCard({
				path: '/glossary',
				label: 'Glossary',
				title: 'AI & Machine Learning Glossary',
				detail: `${(await getGlossaryTerms()).length} terms, from beginner to advanced`,
			});
		default:
			throw new Error(`No index page "${String(page)}" for a share card`);
	}
}

/**
 * The share card of one page: its URL, size and alt text for the page's `<head>`.
 * Throws at build time for a page that does not exist, like the pages themselves.
 * @example const card = await shareCardFor('guide', 'edge-ai');
 */
export function shareCardFor(kind: 'index', page: IndexPage): Promise<ShareCard>;
export function shareCardFor(
	kind: Exclude<ShareCardKind, 'index'>,
	slug: string,
): Promise<ShareCard>;
export async function shareCardFor(kind: ShareCardKind, slug: string): Promise<ShareCard> {
	if (kind === 'index') return indexCard(slug as IndexPage);
	const [entries, label, section] =
		kind === 'guide'
			? [await getTopics(), 'Guide', 'topics']
			: [await getPosts(), 'Article', 'blog'];
	const entry = entries.find((e) => e.id === slug);
	if (!entry) throw new Error(`No ${label.toLowerCase()} "${slug}" for a share card`);
	const minutes = readingMinutes(await articleWordCount(entry));
	return shareCard({
		path: `/${section}/${slug}`,
		label,
		title: entry.data.title,
		detail: readingTimeDetail(minutes),
	});
}

/**
 * Every card the site publishes: the four index pages, guides, articles, and one per letter of
 * the glossary, which the letter's term pages share (they are rendered on demand: a card each
 * would mean a PNG per term drawn on every deploy).
 */
export async function allShareCards(): Promise<ShareCard[]> {
	const [topics, posts, terms] = await Promise.all([getTopics(), getPosts(), getGlossaryTerms()]);
	// Every section of the A–Z index has a page (src/pages/glossary/letters/[letter].astro).
	const letters = [...indexSections(terms).keys()];
	return Promise.all([
		...(['home', 'topics', 'blog', 'glossary'] as const).map((page) => shareCardFor('index', page)),
		...topics.map((t) => shareCardFor('guide', t.id)),
		...posts.map((p) => shareCardFor('article', p.id)),
		...letters.map((letter) => letterShareCard(sectionHeading(letter), letterPagePath(letter))),
	]);
}
