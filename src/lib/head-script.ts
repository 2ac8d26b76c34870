import { TOPIC_NAVIGATION_DELAY_MS } from './delayed-navigation';
import { THEME_CYCLE, THEME_STORAGE_KEY } from './theme';

/**
 * The one inline script every page runs in <head>, before first paint. It is small and static
 * (a constant, so the CSP hash computed from it in astro.config.mjs always matches) and it makes
 * the first click on a reading page take effect at once, while React is still on its way:
 *
 * - sets `data-theme` (resolved) and `data-theme-pref` (preference) on <html>, so there is no
 *   flash of the wrong theme, and follows the operating system live while the preference is
 *   `system`;
 * - cycles the theme on a click on `[data-theme-toggle]` that nothing has handled yet. Once the
 *   ThemeToggle island has hydrated, its own handler runs first and marks the click handled
 *   (`preventDefault`), so exactly one of the two acts on each click;
 * - on an unmodified click on a link marked `data-delayed-navigation` (the /topics cards), jumps
 *   to the top and follows the link after a short pause. The jump is instant (overriding the
 *   page's smooth scrolling): on a slow phone a smooth scroll only starts to move after about
 *   100 ms and cannot finish before the page changes, so it would show the reader nothing sooner;
 * - keeps a popover invoker's `aria-expanded` in step with its popover (mobile menu, image zoom),
 *   and closes a popover menu when one of its links is followed.
 */
export const HEAD_SCRIPT = `(()=>{var d=document.documentElement,k=${JSON.stringify(THEME_STORAGE_KEY)},c=${JSON.stringify(THEME_CYCLE)},m=matchMedia('(prefers-color-scheme: dark)');function p(){var v;try{v=localStorage.getItem(k)}catch(e){}return v==='light'||v==='dark'?v:'system'}function s(t){d.dataset.themePref=t;d.dataset.theme=t==='system'?(m.matches?'dark':'light'):t}function a(){s(p())}a();m.addEventListener('change',a);addEventListener('storage',function(e){if(e.key===k)a()});document.addEventListener('toggle',function(e){var t=e.target;if(t&&t.id){var b=document.querySelector('[popovertarget="'+t.id+'"]');if(b)b.setAttribute('aria-expanded',String(e.newState==='open'))}},true);document.addEventListener('click',function(e){var t=e.target,l=t.closest&&t.closest('[popover] a'),o,n,g;if(l){o=l.closest('[popover]');if(o&&o.hidePopover)o.hidePopover()}if(e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||!t.closest)return;if(t.closest('[data-theme-toggle]')){n=c[(c.indexOf(p())+1)%c.length];try{localStorage.setItem(k,n)}catch(x){}s(n);return}g=t.closest('a[data-delayed-navigation]');if(g){e.preventDefault();scrollTo({top:0,behavior:'instant'});setTimeout(function(){location.assign(g.href)},${TOPIC_NAVIGATION_DELAY_MS})}})})();`;
