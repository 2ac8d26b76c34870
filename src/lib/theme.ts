/** The reader's theme preference. `system` follows the operating system. */
export type Theme = 'light' | 'dark' | 'system';
/** The theme actually applied to the page. */
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key shared by the head script and the ThemeToggle island. */
export const THEME_STORAGE_KEY = 'ai-atlas-theme';

/** The order the toggle button cycles through. */
export const THEME_CYCLE: readonly Theme[] = ['system', 'light', 'dark'];

/**
 * Coerces any stored value to a valid preference.
 * @example parseTheme('dark') // 'dark'
 * @example parseTheme(null) // 'system'
 */
export function parseTheme(value: unknown): Theme {
	return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

/** The preference after `current` in the toggle's cycle. */
export function nextTheme(current: Theme): Theme {
	return THEME_CYCLE[(THEME_CYCLE.indexOf(current) + 1) % THEME_CYCLE.length]!;
}

/** The theme to apply for a preference, given whether the OS prefers dark. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
	if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
	return theme;
}

/**
 * The inline head script, run before first paint (so there is no flash of the wrong theme).
 * It sets `data-theme` (resolved) and `data-theme-pref` (preference) on <html>, follows the OS
 * live while the preference is `system`, and keeps the mobile menu button's `aria-expanded` in
 * step with its popover. It is a constant so its CSP hash (astro.config) never drifts.
 */
export const HEAD_SCRIPT = `(()=>{var d=document.documentElement,k=${JSON.stringify(THEME_STORAGE_KEY)},m=matchMedia('(prefers-color-scheme: dark)');function p(){var v;try{v=localStorage.getItem(k)}catch(e){}return v==='light'||v==='dark'?v:'system'}function a(){var t=p();d.dataset.themePref=t;d.dataset.theme=t==='system'?(m.matches?'dark':'light'):t}a();m.addEventListener('change',a);addEventListener('storage',function(e){if(e.key===k)a()});document.addEventListener('toggle',function(e){var t=e.target;if(t&&t.id){var b=document.querySelector('[popovertarget="'+t.id+'"]');if(b)b.setAttribute('aria-expanded',String(e.newState==='open'))}},true);document.addEventListener('click',function(e){var l=e.target&&e.target.closest&&e.target.closest('[popover] a');if(l){var o=l.closest('[popover]');if(o&&o.hidePopover)o.hidePopover()}})})();`;
