/**
 * The one way the build runs esbuild: a script bundled and minified in memory, returned as text
 * for the caller to inline, hash or write. Callers add only what differs (entry, format, target,
 * defined constants).
 */
import { build, type BuildOptions } from 'esbuild';

export async function bundleScript(
	options: Omit<BuildOptions, 'bundle' | 'minify' | 'write'>,
): Promise<string> {
	const output = await build({ ...options, bundle: true, minify: true, write: false });
	return output.outputFiles[0]!.text;
}
