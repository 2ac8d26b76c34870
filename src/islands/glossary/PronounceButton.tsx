import { useState } from 'react';
import { glossaryApi } from '../../lib/api-client';
import { speak } from '../../lib/speech';

/** Audio URLs fetched so far (null: the term has none), kept for the page's life. */
const audioCache = new Map<string, string | null>();

/**
 * Plays the term's recorded pronunciation when there is one (its US audio URL, else its UK one,
 * from GET /api/pronunciation), otherwise (or if playback fails) speaks it with the browser's
 * speech synthesis. `recorded`: the page knows the term has a recording, and the label says so.
 */
export function PronounceButton({ term, recorded = false }: { term: string; recorded?: boolean }) {
	const [loading, setLoading] = useState(false);

	const onClick = async () => {
		let url = audioCache.get(term);
		if (url === undefined) {
			setLoading(true);
			try {
				url = (await glossaryApi.pronunciation(term)).url;
			} catch (error) {
				console.info('No recorded pronunciation; using speech synthesis.', error);
				url = null;
			} finally {
				setLoading(false);
			}
			audioCache.set(term, url);
		}
		if (!url) return speak(term);
		try {
			await new Audio(url).play();
		} catch (error) {
			console.error('Audio playback failed; using speech synthesis.', error);
			speak(term);
		}
	};

	return (
		<button
			type="button"
			className="btn-secondary"
			onClick={onClick}
			disabled={loading}
			aria-busy={loading}
		>
			<svg
				aria-hidden="true"
				width="18"
				height="18"
				viewBox="0 0 24 24"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
				strokeLinejoin="round"
			>
				<path d="M11 5 6 9H2v6h4l5 4z" />
				<path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
			</svg>
			{loading ? 'Loading…' : `Pronounce “${term}”${recorded ? ' (recording)' : ''}`}
		</button>
	);
}
