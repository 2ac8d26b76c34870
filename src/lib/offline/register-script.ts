/**
 * The inline script every public page ends with: registers the service worker (src/sw/sw.ts)
 * once the page has loaded and the browser is idle, so it never competes with the first paint or
 * the page's own requests. The admin screen leaves it out. A constant, so its CSP hash is stable.
 */
export const SW_REGISTER_SCRIPT = `if('serviceWorker'in navigator)addEventListener('load',function(){(self.requestIdleCallback||setTimeout)(function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})});`;
