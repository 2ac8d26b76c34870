/**
 * The admin token for this browser tab: every glossary write needs it, and the editor is asked
 * for it once per browser session. Kept in sessionStorage, so it is gone when the tab closes; when storage is blocked
 * (private modes, strict settings) it lives in memory for the page instead.
 */

export const TOKEN_STORAGE_KEY = 'ai-atlas-admin-token';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

/**
 * One value kept in the tab's storage. A working storage is the only source (a value removed
 * there is gone); when storage throws, the in-memory copy serves this page.
 */
function sessionValue(key: string) {
	let memory: string | null = null;
	return {
		read(storage: TokenStorage | null = defaultStorage()): string | null {
			if (!storage) return memory;
			try {
				return storage.getItem(key) || null;
			} catch {
				return memory;
			}
		},
		/** Stores `value`, or removes it when null. */
		write(value: string | null, storage: TokenStorage | null = defaultStorage()): void {
			memory = value;
			try {
				if (value === null) storage?.removeItem(key);
				else storage?.setItem(key, value);
			} catch {
				// Storage blocked or full: the in-memory copy serves this page.
			}
			changed();
		},
	};
}

const token = sessionValue(TOKEN_STORAGE_KEY);
/** The editor the stored token signs in as, once the server has said (GET /api/glossary/editor). */
const editor = sessionValue('ai-atlas-admin-editor');

/** The stored token, or null. */
export const readToken = token.read;

/** Stores a token (trimmed); an empty one clears it. */
export function saveToken(value: string, storage: TokenStorage | null = defaultStorage()): void {
	if (value.trim()) token.write(value.trim(), storage);
	else clearToken(storage);
}

/** Forgets the token and its editor's name (after a 401, or when the editor locks the screen). */
export function clearToken(storage: TokenStorage | null = defaultStorage()): void {
	token.write(null, storage);
	editor.write(null, storage);
}

/** The name of the editor the stored token belongs to, when known. */
export const readEditorName = editor.read;

/** Remembers whose token is stored, for the screen to say who is signed in. */
export const saveEditorName = (name: string) => editor.write(name);
