/**
 * Starts the local server with small connection limits in a process of its own and prints its
 * port (scripts/local-server/server.test.ts): Node's check for overdue connections runs on a timer
 * that a test worker does not give it, so the limits are tested on a real process.
 * Usage: node tests/helpers/limited-server.ts <dist dir> <functions dir>
 */
import type { AddressInfo } from 'node:net';
import { createLocalServer } from '../../scripts/local-server/server.ts';

const [distDir, functionsDir] = process.argv.slice(2);
const server = await createLocalServer({
	distDir: distDir!,
	functionsDir: functionsDir!,
	netlifyToml: 'netlify.toml',
	limits: {
		headersTimeoutMs: 300,
		checkEveryMs: 50,
		maxConnectionsPerClient: 3,
		overLimitWaitMs: 100,
	},
});
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
