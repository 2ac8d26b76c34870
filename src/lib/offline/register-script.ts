/**
 * The inline script every public page ends with. Once the page has loaded and the browser is
 * idle, it links the web app manifest (as a tag in the HTML, the manifest and the icon it names
 * were fetched before the first paint, and pushed the largest paint later) and registers the
 * service worker (src/sw/sw.ts), so neither competes with the page's own requests. The admin
 * screen leaves it out. A constant, so its CSP hash is stable.
 */
export const SW_REGISTER_SCRIPT = `addEventListener('load',function(){(self.requestIdleCallback||setTimeout)(function(){var l=document.createElement('link');l.rel='manifest';l.href='/manifest.webmanifest';document.head.appendChild(l);if('serviceWorker'in navigator)navigator.serviceWorker.register('/sw.js').catch(function(){})})});`;
