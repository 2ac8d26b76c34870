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

/** What a page is: a topic guide, a blog article, or one of the index pages. */
export type ShareCardKind = 'guide' | 'article' | 'index';

/** Index pages with a card of their own, and the text of each card. */
const INDEX_CARDS = {
	home: async () => ({
		path: '/',
		label: 'Guides, articles and a glossary',
		title: 'Understand AI and machine learning, one clear guide at a time',
		detail: 'For beginners, curious readers and professionals',
	}),
	topics: async () => ({
		path: '/topics',
		label: 'Topics',
		title: 'Explore AI & ML Topics',
		detail: `${(await getTopics()).length} in-depth guides`,
	}),
	blog: async () => ({
		path: '/blog',
		label: 'Blog',
		title: `${SITE_NAME} Blog`,
		detail: `${(await getPosts()).length} articles`,
	}),
	glossary: async () => ({
		path: '/glossary',
		label: 'Glossary',
		title: 'AI & Machine Learning Glossary',
		detail: `${(await getGlossaryTerms()).length} terms, from beginner to advanced`,
	}),
};
export type IndexPage = keyof typeof INDEX_CARDS;

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
	if (kind === 'index') {
		if (!Object.hasOwn(INDEX_CARDS, slug))
			throw new Error(`No index page "${slug}" for a share card`);
		return shareCard(await INDEX_CARDS[slug as IndexPage]());
	}
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
		...Object.keys(INDEX_CARDS).map((page) => shareCardFor('index', page as IndexPage)),
		...topics.map((t) => shareCardFor('guide', t.id)),
		...posts.map((p) => shareCardFor('article', p.id)),
		...letters.map((letter) => letterShareCard(sectionHeading(letter), letterPagePath(letter))),
	]);
}
