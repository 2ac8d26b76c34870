/** Shared by the blog specs. */

import { articles, day } from '../helpers/content';

/**
 * Every post, newest first, read from content/blog (so a new article needs no change here), with
 * its title, the date an editor last checked its facts and the last real change of its text (its
 * last "What changed" entry), which search engines get. SPEC's six articles are checked as present
 * by tests/content/spec-content.test.ts.
 */
export const POSTS = articles().map(({ slug, data }) => {
	const { title, tags, date, reviewed, changes } = data as {
		title: string;
		tags: string[];
		date: unknown;
		reviewed?: unknown;
		changes: { date: unknown }[];
	};
	return {
		slug,
		title,
		tags,
		date: day(date),
		reviewed: reviewed === undefined ? undefined : day(reviewed),
		changed: day(changes.at(-1)!.date),
	};
});
