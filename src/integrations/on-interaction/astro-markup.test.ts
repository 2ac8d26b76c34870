/**
 * The post-build steps rely on how Astro writes an island into a page: its bootstrap (a style, the
 * island runtime, one script per directive) as attribute-less <style> and <script> elements right
 * before the `<astro-island>`, which carries `client` and `opts` (its directive and value, and
 * the component's name), and the addresses of its code; and a runtime that is the same text as the
 * internal file the deferred runtime bundles. Astro documents none of this. These tests render a real island with Astro's container API and fail, naming what
 * changed and the file to update, the day an Astro upgrade changes it.
 */
import { describe, expect, test } from 'vitest';
import { parse } from 'parse5';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { hoistIslandScripts, ISLAND_STYLE } from './hoist-island-scripts.ts';
import { attribute, elements, firstElement, textOf } from '../../lib/html/tree.ts';
import { ISLAND_SCRIPT_ATTRIBUTES } from '../service-worker.ts';
import { checkedIslandRuntime } from './lazy-runtime.ts';

/** A page holding one island that hydrates on load, as Astro renders it. */
async function renderIslandPage(): Promise<string> {
	// Addresses resolve to themselves, so the island names its code as the build would.
	const container = await AstroContainer.create({ resolve: async (specifier) => specifier });
	// A stand-in framework: only the markup Astro writes around the island matters here.
	container.addServerRenderer({
		name: 'stand-in',
		renderer: {
			name: 'stand-in',
			check: async () => true,
			renderToStaticMarkup: async () => ({ html: '<button>island</button>' }),
		},
	});
	container.addClientRenderer({ name: 'stand-in', entrypoint: '/stand-in-client.js' });
	const island = await container.renderToString((() => null) as never, {
		props: {
			'client:load': true,
			'client:component-path': '/Island.js',
			'client:component-export': 'default',
			'client:component-hydration': 'load',
		},
	});
	return `<!DOCTYPE html><html><head><link rel="stylesheet" href="/site.css"></head><body><header>${island}</header></body></html>`;
}

describe("Astro's island markup, as the post-build steps read it", async () => {
	const page = await renderIslandPage();

	test('the bootstrap is <style> and <script> elements right before <astro-island>', () => {
		const document = parse(page);
		let kept: string[] = [];
		expect(
			() => (kept = hoistIslandScripts(document)),
			"Astro's island bootstrap changed shape: update src/integrations/on-interaction/hoist-island-scripts.ts",
		).not.toThrow();
		const head = firstElement(document, 'head')!;
		const moved = [...elements(head)].filter((el) => el.tagName !== 'link');
		expect(
			moved.map((el) => el.tagName),
			'Astro no longer writes one style, then a directive script and its runtime, before an island: update src/integrations/on-interaction/hoist-island-scripts.ts',
		).toEqual(['style', 'script', 'script']);
		expect(textOf(moved[0]!), 'the island style changed: update ISLAND_STYLE').toBe(ISLAND_STYLE);
		expect(
			kept,
			'the runtime Astro inlines is no longer astro/runtime/server/astro-island.prebuilt.js, which the deferred runtime bundles: update src/integrations/on-interaction/lazy-runtime.ts',
		).toContain(checkedIslandRuntime());
	});

	test('<astro-island> names its directive in `client` and its value in the JSON of `opts`', () => {
		const island = [...elements(parse(page))].find((el) => el.tagName === 'astro-island');
		const message =
			"Astro's <astro-island> attributes changed: update hoist-island-scripts.ts (every island waits for interaction, views) and loader.ts";
		expect(island, message).toBeDefined();
		expect(attribute(island!, 'client'), message).toBe('load');
		expect(JSON.parse(attribute(island!, 'opts') ?? '{}'), message).toMatchObject({ value: true });
	});

	test("<astro-island> names its code's addresses in the attributes the offline packs follow", () => {
		const island = [...elements(parse(page))].find((el) => el.tagName === 'astro-island')!;
		const message =
			"Astro's <astro-island> attributes changed: update ISLAND_SCRIPT_ATTRIBUTES and learningIslandScripts in src/integrations/service-worker.ts, which list an island's code for offline reading";
		expect(
			Object.fromEntries(ISLAND_SCRIPT_ATTRIBUTES.map((name) => [name, attribute(island, name)])),
			message,
		).toEqual({
			'component-url': '/Island.js',
			'renderer-url': '/stand-in-client.js',
			'before-hydration-url': 'astro:scripts/before-hydration.js',
		});
		// `name` is the component's name as the page's template wrote it (empty for this stand-in).
		expect(JSON.parse(attribute(island, 'opts') ?? '{}'), message).toHaveProperty('name');
	});
});
