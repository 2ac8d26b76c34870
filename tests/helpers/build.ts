import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The build the tests read: dist/, or DIST_DIR. */
export const DIST = process.env.DIST_DIR || 'dist';

/**
 * Throws when there is no build to read. A test that needs the build fails without one, saying
 * what to do, rather than skipping: a skipped check would let `npm test` pass on nothing.
 */
export function requireBuild(dist = DIST): void {
	if (!existsSync(join(dist, 'index.html')))
		throw new Error(`No build in ${dist}: run npm run build first (npm test builds when needed).`);
}
