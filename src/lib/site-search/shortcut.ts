/**
 * The keyboard shortcuts that open the site search from anywhere on a page: `/` (unless the reader
 * is typing in a field) and Ctrl+K or Cmd+K. A tiny inline script, so they work before the
 * header's search island has hydrated: it focuses the search link (which starts hydration) and
 * clicks it (the on-interaction directive replays that click once the island is ready). It is a
 * constant so its CSP hash (astro.config) never drifts.
 */
export const SEARCH_SHORTCUT_SCRIPT = `addEventListener('keydown',function(e){if(e.defaultPrevented||e.isComposing||e.altKey)return;var m=e.ctrlKey||e.metaKey,k=e.key,t=e.target;if(k==='/'&&!m){if(t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))return}else if(!(m&&(k==='k'||k==='K')&&!e.shiftKey))return;if(document.querySelector('dialog[open]'))return;var b=document.querySelector('[data-site-search-trigger]');if(!b)return;e.preventDefault();b.focus();b.click()});`;
