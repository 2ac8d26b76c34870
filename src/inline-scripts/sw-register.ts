/**
 * The inline script every public page ends with. Two seconds after the page has loaded, when the
 * browser is idle, it links the web app manifest and registers the service worker (src/sw/sw.ts),
 * so neither competes with the page's own requests or its largest paint: as a tag in the HTML,
 * the manifest and the icon it names were fetched at once, and Lighthouse's simulation counted
 * them before the largest paint (150 ms later on a guide). The admin screen leaves it out.
 */
const REGISTER_AFTER_LOAD_MS = 2000;

addEventListener('load', () => {
	setTimeout(() => {
		(self.requestIdleCallback ?? setTimeout)(() => {
			const manifest = document.createElement('link');
			manifest.rel = 'manifest';
			manifest.href = '/manifest.webmanifest';
			document.head.appendChild(manifest);
			if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {});
		});
	}, REGISTER_AFTER_LOAD_MS);
});
