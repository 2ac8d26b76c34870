import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { glossaryApi } from '../../lib/api-client';
import { describeFailure, type FailureInfo } from '../../lib/failure';
import { asFormField, type FormField } from '../../lib/admin/form';
import {
	clearToken,
	readEditorName,
	readToken,
	saveEditorName,
	saveToken,
	subscribeToken,
} from '../../lib/admin/token';
import type { TokenPrompt } from './TokenDialog';
import type { Notify } from './use-notices';

/** A failed write: its description, with the field the server named kept only when the form has it. */
export interface WriteFailure extends Omit<FailureInfo, 'field'> {
	field?: FormField;
}

/** What a request made with the editor's token came to. */
export type TokenResult<T> =
	| { ok: true; value: T }
	| { ok: false; cancelled: true }
	| { ok: false; cancelled: false; failure: WriteFailure };

/**
 * Runs a request with the editor's token: asks for it when there is none and again after a 401,
 * and resolves cancelled when the editor closes the token dialog.
 */
export type TokenRun = <T>(
	request: (token: string) => Promise<T>,
	failureName: string,
) => Promise<TokenResult<T>>;

/**
 * Asks the server whose token this is and keeps the name beside it; false when it is not
 * accepted. Asked when the editor unlocks, or after the first request the token got through:
 * never with a token not yet known to work, which would count against the address's allowance
 * of wrong tokens.
 */
async function learnEditorName(token: string) {
	try {
		saveEditorName((await glossaryApi.editor(token)).editor);
		return true;
	} catch {
		return false;
	}
}

/**
 * The admin screen's token gate: whether this tab holds an editor's token and whose it is, the
 * token dialog's prompt, and `runWrite`, which runs a request with the token, asking for it when
 * there is none and again after a 401. Reading the glossary needs no token.
 */
export function useTokenGate(notifications: Notify) {
	const unlocked = useSyncExternalStore(
		subscribeToken,
		() => readToken() !== null,
		() => false,
	);
	const editorName = useSyncExternalStore(subscribeToken, readEditorName, () => null);
	const [tokenPrompt, setTokenPrompt] = useState<TokenPrompt | null>(null);
	const tokenResolver = useRef<((token: string | null) => void) | null>(null);

	const requestToken = useCallback((problem: string | null) => {
		tokenResolver.current?.(null);
		return new Promise<string | null>((resolve) => {
			tokenResolver.current = resolve;
			setTokenPrompt({ problem });
		});
	}, []);

	const closeTokenPrompt = (token: string | null) => {
		const resolve = tokenResolver.current;
		tokenResolver.current = null;
		setTokenPrompt(null);
		resolve?.(token);
	};

	const runWrite: TokenRun = async (write, failureName) => {
		let token = readToken() ?? (await requestToken(null));
		for (;;) {
			if (!token) return { ok: false, cancelled: true };
			try {
				const value = await write(token);
				if (!readEditorName()) void learnEditorName(token);
				return { ok: true, value };
			} catch (error) {
				const info = describeFailure(error, failureName);
				if (!info.unauthorized)
					return {
						ok: false,
						cancelled: false,
						failure: { ...info, field: asFormField(info.field) },
					};
				clearToken();
				token = await requestToken(
					`The admin token was not accepted (${info.detail.replace(/\.$/, '')}), so nothing was changed. Enter the correct token to try again.`,
				);
			}
		}
	};

	const unlock = async () => {
		const token = await requestToken(null);
		if (!token) return;
		if (await learnEditorName(token))
			notifications.show(
				`Editing unlocked for this browser tab, signed in as ${readEditorName()}.`,
			);
		else {
			clearToken();
			notifications.show('The admin token was not accepted, so editing stays locked.', 'error');
		}
	};

	const lock = () => {
		clearToken();
		notifications.show('Editing locked. The admin token was removed from this tab.');
	};

	return {
		unlocked,
		signedInAs: unlocked ? editorName : null,
		tokenPrompt,
		runWrite,
		unlock,
		lock,
		submitToken: (token: string) => {
			saveToken(token);
			closeTokenPrompt(token);
		},
		cancelToken: () => closeTokenPrompt(null),
	};
}
