/**
 * How the end-to-end tests and the benchmarks launch Chromium: Debian's (or CHROMIUM_PATH),
 * headless, with nothing of its own going to the network while it is measured.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--headless',
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
};
