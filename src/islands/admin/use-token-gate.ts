import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { describeWriteFailure } from '../../lib/admin/errors';
import type { Notify } from './use-notices';
import {
	clearToken,
	readEditorName,
	readToken,
	saveToken,
	subscribeToken,
} from '../../lib/admin/token';
import type { TokenPrompt } from './TokenDialog';
import type { TokenResult } from './token-run';
import { useEditorIdentity } from './use-editor-identity';

type WriteResult<T> = TokenResult<T>;

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
	const { editorName, learnEditorName } = useEditorIdentity();
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

	const onTokenSubmit = (token: string) => {
		saveToken(token);
		closeTokenPrompt(token);
	};

	/**
	 * Runs a write with the token, asking for it when there is none and again after a 401.
	 * Resolves cancelled when the editor closes the token dialog.
	 */
	const runWrite = async <T>(
		write: (token: string) => Promise<T>,
		failureName: string,
	): Promise<WriteResult<T>> => {
		let token = readToken() ?? (await requestToken(null));
		for (;;) {
			if (!token) return { ok: false, cancelled: true };
			try {
				const value = await write(token);
				if (!readEditorName()) void learnEditorName(token);
				return { ok: true, value };
			} catch (error) {
				const failure = describeWriteFailure(error, failureName);
				if (!failure.unauthorized) return { ok: false, cancelled: false, failure };
				clearToken();
				token = await requestToken(
					`The admin token was not accepted (${failure.detail.replace(/\.$/, '')}), so nothing was changed. Enter the correct token to try again.`,
				);
			}
		}
	};

	const signedInAs = unlocked ? editorName : null;

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
		signedInAs,
		tokenPrompt,
		runWrite,
		unlock,
		lock,
		submitToken: onTokenSubmit,
		cancelToken: () => closeTokenPrompt(null),
	};
}
