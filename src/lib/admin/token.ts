/**
 * The admin token for this browser tab: every glossary write needs it, and the editor is asked
 * for it once per browser session. Kept in sessionStorage, so it is gone when the tab closes; when storage is blocked
 * (private modes, strict settings) it lives in memory for the page instead.
 */

export const TOKEN_STORAGE_KEY = 'ai-atlas-admin-token';
/** The editor the stored token signs in as, once the server has said (GET /api/glossary/editor). */
const EDITOR_STORAGE_KEY = 'ai-atlas-admin-editor';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let memoryToken: string | null = null;

/** Told whenever the token is saved or cleared, so the screen can show whether editing is unlocked. */
const listeners = new Set<() => void>();

/** Calls `listener` after every save or clear; returns the unsubscribe function. */
export function subscribeToken(listener: () => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((listener) => listener());

function defaultStorage(): TokenStorage | null {
	try {
		return typeof sessionStorage === 'undefined' ? null : sessionStorage;
	} catch {
		return null;
	}
}

/** The stored token, or null. */
export function readToken(storage: TokenStorage | null = defaultStorage()): string | null {
	if (!storage) return memoryToken;
	try {
		return storage.getItem(TOKEN_STORAGE_KEY) || null;
	} catch {
		return memoryToken;
	}
}

/** Stores a token (trimmed); an empty one clears it. */
export function saveToken(token: string, storage: TokenStorage | null = defaultStorage()): void {
	const value = token.trim();
	if (!value) return clearToken(storage);
	memoryToken = value;
	try {
		storage?.setItem(TOKEN_STORAGE_KEY, value);
	} catch {
		// Storage blocked or full: the in-memory copy serves this page.
	}
	changed();
}

/** Forgets the token and its editor's name (after a 401, or when the editor locks the screen). */
export function clearToken(storage: TokenStorage | null = defaultStorage()): void {
	memoryToken = null;
	memoryEditor = null;
	try {
		storage?.removeItem(TOKEN_STORAGE_KEY);
		storage?.removeItem(EDITOR_STORAGE_KEY);
	} catch {
		// Nothing stored.
	}
	changed();
}

let memoryEditor: string | null = null;

/** The name of the editor the stored token belongs to, when known. */
export function readEditorName(storage: TokenStorage | null = defaultStorage()): string | null {
	try {
		return storage?.getItem(EDITOR_STORAGE_KEY) || memoryEditor;
	} catch {
		return memoryEditor;
	}
}

/** Remembers whose token is stored, for the screen to say who is signed in. */
export function saveEditorName(
	name: string,
	storage: TokenStorage | null = defaultStorage(),
): void {
	memoryEditor = name;
	try {
		storage?.setItem(EDITOR_STORAGE_KEY, name);
	} catch {
		// The in-memory copy serves this page.
	}
	changed();
}
