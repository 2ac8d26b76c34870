/**
 * A Vite plugin that serves `virtual:ai-atlas/{name}`: a module of constants, each value as JSON
 * (src/env.d.ts declares each module's names and types). `values` is read when Vite loads it.
 */
export function virtualModule(name: string, values: () => Record<string, unknown>) {
	const id = `virtual:ai-atlas/${name}`;
	return {
		name: `ai-atlas:${name}`,
		resolveId: (source: string) => (source === id ? `\0${id}` : undefined),
		load: (source: string) =>
			source === `\0${id}`
				? Object.entries(values())
						.map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
						.join('\n')
				: undefined,
	};
}
