/** The reader's theme preferences, in the order the toggle button cycles through them. `system` follows the operating system. */
export const THEME_CYCLE = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEME_CYCLE)[number];
/** The theme actually applied to the page. */
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key shared by the head script and the ThemeToggle island. */
export const THEME_STORAGE_KEY = 'ai-atlas-theme';

/**
 * Coerces any stored value to a valid preference.
 * @example parseTheme('dark') // 'dark'
 * @example parseTheme(null) // 'system'
 */
export function parseTheme(value: unknown): Theme {
	return THEME_CYCLE.includes(value as Theme) ? (value as Theme) : 'system';
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

/** The stored preference; `system` when storage is refused (private modes, blocked cookies). */
export function storedTheme(): Theme {
	try {
		return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
	} catch {
		return 'system';
	}
}

/** Sets the preference (`data-theme-pref`) and the theme it resolves to (`data-theme`) on <html>. */
export function applyTheme(theme: Theme): void {
	const root = document.documentElement;
	root.dataset.themePref = theme;
	root.dataset.theme = resolveTheme(theme, matchMedia('(prefers-color-scheme: dark)').matches);
}

/** Applies a preference and stores it (head script and ThemeToggle island alike). */
export function saveTheme(theme: Theme): void {
	applyTheme(theme);
	try {
		localStorage.setItem(THEME_STORAGE_KEY, theme);
	} catch {
		// Private mode or storage disabled: the choice still applies to this page.
	}
}
