/**
 * The inline scripts a build knows, by hash: the registry's (src/inline-scripts/registry.ts) and
 * the deferred island runtime's loaders, from their built text.
 */
import { knownScripts } from '../../lib/html/pin-policy.ts';
import { buildInlineScripts } from '../inline-scripts.ts';
import { buildLazyIslands } from '../on-interaction/lazy-runtime.ts';

export async function knownInlineScripts(): Promise<Map<string, string>> {
	const { loaderScript, viewLoaderScript } = await buildLazyIslands();
	return knownScripts({ ...(await buildInlineScripts()), loaderScript, viewLoaderScript });
}
