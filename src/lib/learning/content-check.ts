/**
 * Checks that learning content points at things that exist: path steps (guides, sections,
 * articles, terms), guides' prerequisites and review terms, and checkpoint blocks (each file's
 * sections are headings of its guide, and each is placed in the guide). Astro's schemas check
 * each file alone; these checks need the whole site, so the build runs them (src/collections/learning.ts)
 * and fails with every problem listed, each naming its file and field.
 */

export interface SiteFacts {
	/** Each guide's `##` heading ids, by slug. */
	guideSections: Map<string, string[]>;
	articles: Set<string>;
	terms: Set<string>;
}

export interface PathFile {
	id: string;
	steps: (
		{ guide: string; section?: string } | { article: string } | { title: string; terms: string[] }
	)[];
}

export interface GuideFile {
	id: string;
	prerequisites: ({ guide: string } | { term: string })[];
	reviewTerms: string[];
	/** Sections named by the guide's `<Checkpoint section="…" />` blocks, in order. */
	placedCheckpoints: string[];
}

export interface CheckpointFile {
	id: string;
	sections: string[];
}

const guideProblems = (facts: SiteFacts, slug: string, where: string): string[] =>
	facts.guideSections.has(slug) ? [] : [`${where}: no guide "${slug}" in content/topics`];

/** Nothing when the guide itself is missing: guideProblems names that. */
function sectionProblems(facts: SiteFacts, guide: string, section: string, where: string) {
	const sections = facts.guideSections.get(guide);
	if (!sections || sections.includes(section)) return [];
	return [
		`${where}: "${section}" is not a ## heading of content/topics/${guide}.mdx (its sections: ${sections.join(', ')})`,
	];
}

function termProblems(facts: SiteFacts, slugs: string[], where: string): string[] {
	return slugs
		.filter((slug) => !facts.terms.has(slug))
		.map((slug) => `${where}: no glossary term "${slug}" in content/glossary/terms`);
}

export function checkPaths(paths: PathFile[], facts: SiteFacts): string[] {
	const problems: string[] = [];
	for (const path of paths) {
		const seenGuides = new Set<string>();
		path.steps.forEach((step, index) => {
			const where = `content/paths/${path.id}.yaml: steps[${index}]`;
			if ('guide' in step) {
				problems.push(...guideProblems(facts, step.guide, `${where}.guide`));
				if (step.section)
					problems.push(...sectionProblems(facts, step.guide, step.section, `${where}.section`));
				else seenGuides.add(step.guide);
			} else if ('article' in step) {
				if (!facts.articles.has(step.article))
					problems.push(`${where}.article: no article "${step.article}" in content/blog`);
			} else problems.push(...termProblems(facts, step.terms, `${where}.terms`));
		});
		path.steps.forEach((step, index) => {
			if ('guide' in step && step.section && seenGuides.has(step.guide))
				problems.push(
					`content/paths/${path.id}.yaml: steps[${index}] is a section of "${step.guide}", which the path also lists whole`,
				);
		});
	}
	return problems;
}

/**
 * `pathSections` are the sections learning paths list (`guide#section`): each must end with a
 * `<Checkpoint>` block, which shows the path's way on there, with or without questions.
 */
export function checkGuides(
	guides: GuideFile[],
	checkpoints: CheckpointFile[],
	facts: SiteFacts,
	pathSections: string[] = [],
) {
	const problems: string[] = [];
	const listed = new Set(pathSections);
	const files = new Map(checkpoints.map((file) => [file.id, file.sections]));
	for (const guide of guides) {
		const where = `content/topics/${guide.id}.mdx`;
		guide.prerequisites.forEach((prerequisite, index) => {
			if ('guide' in prerequisite) {
				problems.push(
					...guideProblems(facts, prerequisite.guide, `${where}: prerequisites[${index}].guide`),
				);
				if (prerequisite.guide === guide.id)
					problems.push(`${where}: prerequisites[${index}] is the guide itself`);
			} else
				problems.push(
					...termProblems(facts, [prerequisite.term], `${where}: prerequisites[${index}].term`),
				);
		});
		problems.push(...termProblems(facts, guide.reviewTerms, `${where}: reviewTerms`));
		const sections = files.get(guide.id) ?? [];
		for (const placed of guide.placedCheckpoints) {
			if (!sections.includes(placed) && !listed.has(`${guide.id}#${placed}`))
				problems.push(
					`${where}: <Checkpoint section="${placed}" /> has no questions in content/checkpoints/${guide.id}.yaml and no learning path lists the section`,
				);
		}
		for (const key of listed)
			if (key.startsWith(`${guide.id}#`)) {
				const section = key.slice(guide.id.length + 1);
				if (!guide.placedCheckpoints.includes(section))
					problems.push(
						`${where}: the section "${section}" is a step of a learning path: end it with <Checkpoint section="${section}" /> (questions optional), where the path's way on is shown`,
					);
			}
	}
	for (const file of checkpoints) {
		const where = `content/checkpoints/${file.id}.yaml`;
		const guide = guides.find((g) => g.id === file.id);
		if (!guide) {
			problems.push(`${where}: no guide "${file.id}" in content/topics`);
			continue;
		}
		file.sections.forEach((section, index) => {
			const wrong = sectionProblems(
				facts,
				file.id,
				section,
				`${where}: sections[${index}].section`,
			);
			problems.push(...wrong);
			if (!wrong.length && !guide.placedCheckpoints.includes(section))
				problems.push(
					`${where}: sections[${index}] ("${section}") is not placed in the guide: add <Checkpoint section="${section}" /> at the end of that section`,
				);
		});
	}
	return problems;
}

/** Prerequisite cycles between guides (a needs b needs a), each named once. */
export function prerequisiteCycles(guides: GuideFile[]): string[] {
	const needs = new Map(
		guides.map((g) => [g.id, g.prerequisites.flatMap((p) => ('guide' in p ? [p.guide] : []))]),
	);
	const problems: string[] = [];
	const visit = (slug: string, trail: string[]) => {
		if (trail.includes(slug)) {
			const cycle = [...trail.slice(trail.indexOf(slug)), slug];
			if (cycle[0] === [...cycle].sort()[0])
				problems.push(`guide prerequisites form a cycle: ${cycle.join(' → ')}`);
			return;
		}
		for (const next of needs.get(slug) ?? []) visit(next, [...trail, slug]);
	};
	for (const slug of needs.keys()) visit(slug, []);
	return [...new Set(problems)];
}

/** The `section` of every `<Checkpoint section="…" />` in an MDX body, in order. */
export function placedCheckpoints(body: string): string[] {
	return [...body.matchAll(/<Checkpoint\s+section=["']([^"']+)["']\s*\/>/g)].map((m) => m[1]!);
}

/**
 * Every whole-site problem, each naming its file and field: path steps, guides' prerequisites,
 * key terms and checkpoints (a section a path lists must end with a checkpoint block), and
 * prerequisite cycles. The build runs it (src/collections/learning.ts), and so do the content tests, on the
 * files themselves.
 */
export function contentProblems(
	paths: PathFile[],
	guides: GuideFile[],
	checkpoints: CheckpointFile[],
	facts: SiteFacts,
): string[] {
	const pathSections = paths.flatMap((path) =>
		path.steps.flatMap((step) =>
			'guide' in step && step.section ? [`${step.guide}#${step.section}`] : [],
		),
	);
	return [
		...checkPaths(paths, facts),
		...checkGuides(guides, checkpoints, facts, pathSections),
		...prerequisiteCycles(guides),
	];
}
