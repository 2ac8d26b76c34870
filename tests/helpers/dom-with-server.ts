import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * Binary types the jsdom environment replaces with jsdom's own. Node's are kept: the database
 * driver answers with Node's, and a check like `value instanceof ArrayBuffer` in the server's
 * code must recognise them, as it does in production; and jsdom's Blob has no `stream()`, which
 * the sync's compression reads, as browsers' Blob does.
 */
const NODE_BINARY_TYPES = [
	'Blob',
	'ArrayBuffer',
	'Uint8Array',
	'Uint16Array',
	'Uint32Array',
	'Uint8ClampedArray',
	'Int8Array',
	'Int16Array',
	'Int32Array',
	'Float32Array',
	'Float64Array',
] as const;

const { jsdom } = builtinEnvironments;

/**
 * jsdom, with modules transformed for the server rather than the browser: for an island test that
 * serves its `fetch` from the real function handlers (tests/helpers/functions.ts). The browser
 * transform rewrites `new URL('./file', import.meta.url)`, which the database and migration
 * modules use to find their files, into an address on the test page. A test file names it in its
 * first line, `// @vitest-environment dom-with-server` (vitest.config.ts maps the name here).
 */
export default {
	...jsdom,
	name: 'dom-with-server',
	viteEnvironment: 'ssr',
	async setup(global, options) {
		const node = Object.fromEntries(NODE_BINARY_TYPES.map((name) => [name, global[name]]));
		const environment = await jsdom.setup(global, options);
		Object.assign(global, node);
		return environment;
	},
} satisfies Environment;
