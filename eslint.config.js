/**
 * ESLint: the recommended JavaScript and TypeScript rules everywhere, the React hooks rules and the
 * JSX accessibility rules for the islands, and the Astro plugin for .astro files. `npm test` runs it
 * with --max-warnings 0, so a warning fails the run like an error. Formatting is Prettier's job.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Files over the 400-line cap. Each is to be split (or its data moved to a `*.data.ts` module),
 * and then leaves this list: it only ever shrinks, and nothing new joins it.
 */
const LONG_FILES = [
	// Test files that grew past the cap; split by feature when next changed.
	'tests/e2e/glossary.spec.ts',
	'src/islands/admin/GlossaryAdmin.test.tsx',
	'src/lib/glossary/linker.test.ts',
];

/**
 * Components whose one function is over the islands' cap: markup for a whole screen. Each is to
 * be split into hooks and smaller components (as GlossaryAdmin was), then leaves this list.
 */
const LONG_COMPONENTS = ['src/islands/WebSearchBar.tsx'];

export default defineConfig(
	globalIgnores([
		'dist/',
		'.astro/',
		'.netlify/',
		'.data/',
		'.test-results/',
		'test-results/',
		'playwright-report/',
		'coverage/',
	]),
	js.configs.recommended,
	tseslint.configs.recommended,
	astro.configs.recommended,
	{
		files: ['src/islands/**/*.{ts,tsx}'],
		extends: [reactHooks.configs.flat.recommended],
	},
	{
		files: ['**/*.tsx'],
		extends: [jsxA11y.flatConfigs.recommended],
		rules: {
			// A region that scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
			'jsx-a11y/no-noninteractive-tabindex': [
				'error',
				{ tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
			],
		},
	},
	{
		// Astro's globals (ImageMetadata, Astro…) are types `astro check` verifies; TypeScript
		// reports undefined names better than this rule, which typescript-eslint turns off for .ts too.
		files: ['**/*.astro'],
		rules: { 'no-undef': 'off' },
	},
	{
		// Modules a person can hold in their head: at most 400 lines a file, 150 a function.
		files: ['**/*.{js,mjs,ts,mts,tsx,astro}'],
		rules: {
			'max-lines': ['error', { max: 400 }],
			'max-lines-per-function': [
				'error',
				{ max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
			],
		},
	},
	{
		// A component's function is mostly its markup, which reads top to bottom.
		files: ['src/islands/**/*.tsx'],
		rules: {
			'max-lines-per-function': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
		},
	},
	{ files: LONG_COMPONENTS, rules: { 'max-lines-per-function': 'off' } },
	{
		// Data (word lists, tables) is read entry by entry, not held in the head at once.
		files: ['**/*.data.ts'],
		rules: { 'max-lines': 'off' },
	},
	{ files: LONG_FILES, rules: { 'max-lines': 'off' } },
	{
		// A test file's describe() callback holds its tests, however many there are.
		files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
		rules: { 'max-lines-per-function': 'off' },
	},
	{
		// Layers: each folder imports only from the folders below it, and nothing imports in a
		// circle (docs/architecture.md draws them). Shared code in src/lib runs in the browser, the
		// build and the functions alike, so it reaches into none of them; the islands run in the
		// browser and never load the data layer, the build or the content collections; the data layer
		// knows no build step.
		files: ['src/**/*.{ts,tsx,mts}', 'netlify/**/*.mts', 'scripts/**/*.ts'],
		// A test may assemble several layers to check how they meet.
		ignores: ['**/*.test.{ts,tsx}'],
		plugins: { 'import-x': importX },
		settings: {
			...importX.flatConfigs.typescript.settings,
			'import-x/resolver-next': [createTypeScriptImportResolver()],
		},
		rules: {
			// A dynamic import() that closes a loop is how code is loaded only when needed (the learning
			// store loads the sync code on devices with sync on); it runs after both modules are ready.
			'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
			'import-x/no-restricted-paths': [
				'error',
				{
					zones: [
						{
							target: './src/lib',
							from: [
								'./src/server',
								'./src/integrations',
								'./src/islands',
								'./src/collections',
								'./src/pages',
								'./src/components',
								'./src/layouts',
								'./netlify',
								'./scripts',
							],
						},
						{
							target: './src/islands',
							from: [
								'./src/server',
								'./src/integrations',
								'./src/collections',
								'./src/pages',
								'./netlify',
								'./scripts',
							],
						},
						{
							target: './src/server',
							from: [
								'./src/integrations',
								'./src/collections',
								'./src/islands',
								'./src/pages',
								'./src/components',
								'./src/layouts',
								'./netlify',
								'./scripts',
							],
						},
						{
							target: './src/integrations',
							from: ['./src/islands', './src/pages', './netlify', './scripts'],
						},
						{
							target: './src/collections',
							from: ['./src/islands', './src/pages', './netlify', './scripts'],
						},
					],
				},
			],
		},
	},
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		linterOptions: { reportUnusedDisableDirectives: 'error' },
	},
);
