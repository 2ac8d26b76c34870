import {
	createContext,
	useCallback,
	useContext,
	useEffect,
	useMemo,
	useState,
	type MouseEvent,
	type ReactNode,
} from 'react';
import { nextTheme, saveTheme, storedTheme, type Theme } from '../lib/theme';

/* --- Theme state --- */

interface ThemeContextValue {
	theme: Theme;
	setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Holds the reader's theme preference. The OS-follow logic lives in the head script. */
export function ThemeProvider({ children }: { children: ReactNode }) {
	const [theme, setThemeState] = useState<Theme>('system');
	// The stored choice is read once hydrated, so the first render matches the server's markup.
	// eslint-disable-next-line react-hooks/set-state-in-effect
	useEffect(() => setThemeState(storedTheme()), []);
	const setTheme = useCallback((value: Theme) => {
		saveTheme(value);
		setThemeState(value);
	}, []);
	const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
	return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme state; throws when used outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
	const context = useContext(ThemeContext);
	if (!context) throw new Error('useTheme must be used within a ThemeProvider');
	return context;
}

/* --- Toggle button --- */

const LABELS: Record<Theme, string> = {
	system: 'Theme: system (follows your device). Switch to light theme',
	light: 'Theme: light. Switch to dark theme',
	dark: 'Theme: dark. Switch to system theme',
};

/**
 * Cycles system → light → dark. The markup is the same on the server and the client; CSS shows the
 * icon and label for the current `data-theme-pref`, so it is right before hydration too. Until the
 * island hydrates, the inline head script handles clicks on `data-theme-toggle` (the first click
 * changes the theme at once, while React loads); once hydrated, this handler runs first and marks
 * the click handled so the head script leaves it alone.
 */
function ThemeToggleButton() {
	const { setTheme } = useTheme();
	const onClick = (event: MouseEvent<HTMLButtonElement>) => {
		event.preventDefault();
		setTheme(nextTheme(storedTheme()));
	};
	return (
		<button
			type="button"
			data-theme-toggle
			data-works-before-hydration
			className="theme-toggle inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
			onClick={onClick}
		>
			{(Object.keys(LABELS) as Theme[]).map((theme) => (
				<span key={theme} className={`theme-choice theme-choice-${theme}`}>
					<span className="sr-only">{LABELS[theme]}</span>
					<ThemeIcon theme={theme} />
				</span>
			))}
		</button>
	);
}

function ThemeIcon({ theme }: { theme: Theme }) {
	const common = {
		'aria-hidden': true,
		width: 20,
		height: 20,
		viewBox: '0 0 24 24',
		fill: 'none',
		stroke: 'currentColor',
		strokeWidth: 2,
		strokeLinecap: 'round' as const,
		strokeLinejoin: 'round' as const,
	};
	if (theme === 'light')
		return (
			<svg {...common}>
				<circle cx="12" cy="12" r="4" />
				<path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
			</svg>
		);
	if (theme === 'dark')
		return (
			<svg {...common}>
				<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
			</svg>
		);
	return (
		<svg {...common}>
			<rect x="3" y="4" width="18" height="12" rx="2" />
			<path d="M8 20h8M12 16v4" />
		</svg>
	);
}

/** The header's theme island. */
export default function ThemeToggle() {
	return (
		<ThemeProvider>
			<ThemeToggleButton />
		</ThemeProvider>
	);
}
