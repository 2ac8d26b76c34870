import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BlogSearchPost } from '../lib/blog';
import BlogSearch from './BlogSearch';

const post = (title: string, content: string, isoDate: string): BlogSearchPost => ({
	title,
	content,
	snippet: content.slice(0, 40),
	date: isoDate,
	isoDate,
	author: 'AI Atlas',
	url: `/blog/${title.toLowerCase().replace(/\W+/g, '-')}`,
});

const POSTS = [
	post('Agents that plan', 'An agent plans its steps before it acts on the world.', '2025-04-05'),
	post('Studio Ghibli styles', 'Image models borrowed a famous animation style.', '2025-03-01'),
	post('Personalised feeds', 'Recommendation systems learn what each reader likes.', '2025-02-01'),
];

/** /api/blog-posts, answering `status` (200 with the posts unless told). */
function servePosts(status = 200) {
	const fetchMock = vi.fn(async () =>
		status === 200 ? Response.json(POSTS) : Response.json({ error: 'Down.' }, { status }),
	);
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

const resultTitles = (query: string) =>
	within(screen.getByRole('list', { name: `Results for “${query}”` }))
		.getAllByRole('heading')
		.map((heading) => heading.textContent);

beforeEach(() => history.replaceState(null, '', '/search'));
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('BlogSearch', () => {
	test('without a query it lists every post and invites a search', async () => {
		servePosts();
		render(<BlogSearch posts={POSTS} />);
		expect(
			await screen.findByText('Type a word or phrase to search every blog article.'),
		).toBeTruthy();
		expect(
			within(screen.getByRole('list', { name: 'Every blog article' })).getAllByRole('listitem'),
		).toHaveLength(3);
	});

	test('a search fetches the posts once, searches their text, and goes into the address', async () => {
		const fetchMock = servePosts();
		const user = userEvent.setup();
		render(<BlogSearch posts={POSTS} />);
		await user.type(screen.getByLabelText('Search the blog'), 'plans{Enter}');
		expect(location.search).toBe('?q=plans');
		await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 result found'));
		expect(resultTitles('plans')).toEqual(['Agents that plan']);
		expect(document.title).toMatch(/^Search Results for “plans”/);
		await user.clear(screen.getByLabelText('Search the blog'));
		await user.type(screen.getByLabelText('Search the blog'), 'reader{Enter}');
		await waitFor(() => expect(resultTitles('reader')).toEqual(['Personalised feeds']));
		expect(fetchMock).toHaveBeenCalledTimes(1);
	});

	test('no match says so and offers the rest of the site', async () => {
		servePosts();
		history.replaceState(null, '', '/search?q=quantum');
		render(<BlogSearch posts={POSTS} />);
		expect(
			await screen.findByText('No results found for "quantum". Try a different term!'),
		).toBeTruthy();
		expect(screen.getByRole('link', { name: 'glossary' }).getAttribute('href')).toBe('/glossary');
	});

	test("the server's results are shown for its query without fetching", async () => {
		const fetchMock = servePosts();
		history.replaceState(null, '', '/search?q=ghibli');
		render(<BlogSearch posts={POSTS} initial={{ query: 'ghibli', results: [POSTS[1]!] }} />);
		await waitFor(() => expect(resultTitles('ghibli')).toEqual(['Studio Ghibli styles']));
		expect(fetchMock).not.toHaveBeenCalled();
	});

	test('posts that cannot be fetched offer a retry, which searches again', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		servePosts(503);
		history.replaceState(null, '', '/search?q=agent');
		const user = userEvent.setup();
		render(<BlogSearch posts={[]} />);
		expect(await screen.findByText("Couldn't load the blog posts — try again")).toBeTruthy();
		servePosts();
		await user.click(screen.getByRole('button', { name: 'Retry' }));
		await waitFor(() => expect(resultTitles('agent')).toEqual(['Agents that plan']));
	});

	test('a search of spaces is not sent', async () => {
		servePosts();
		const user = userEvent.setup();
		render(<BlogSearch posts={POSTS} />);
		await user.type(screen.getByLabelText('Search the blog'), '   ');
		await user.click(screen.getByRole('button', { name: 'Search' }));
		expect(location.search).toBe('');
		expect(document.activeElement).toBe(screen.getByLabelText('Search the blog'));
	});
});
