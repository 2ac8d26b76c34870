import { useSyncExternalStore } from 'react';
import { glossaryApi } from '../../lib/api-client';
import { readEditorName, saveEditorName, subscribeToken } from '../../lib/admin/token';

/**
 * Who the admin token signs in as. The name is asked of the server when the editor unlocks, or
 * after the first request the token got through (never with a token not yet known to work, which
 * would count against the address's allowance of wrong tokens), and kept beside the token.
 */
export function useEditorIdentity() {
	const editorName = useSyncExternalStore(subscribeToken, readEditorName, () => null);

	/** Asks the server whose token this is; false when it is not accepted. */
	const learnEditorName = async (token: string) => {
		try {
			saveEditorName((await glossaryApi.editor(token)).editor);
			return true;
		} catch {
			return false;
		}
	};

	return { editorName, learnEditorName };
}
