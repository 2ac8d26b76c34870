/**
 * Speech-synthesis fallback for the pronunciation button, used when a term has no audio or the
 * audio fails to play: a US English voice from the list below first, then any en-US voice, then
 * any English one, at rate and pitch 0.95.
 */

/** Voices tried first, in order, by name. */
export const PREFERRED_VOICES = [
	'Google US English',
	'Microsoft Aria Online (Natural) - English (United States)',
	'Microsoft Jenny Online (Natural) - English (United States)',
	'Microsoft Zira - English (United States)',
	'Samantha',
	'Alex',
] as const;

export const SPEECH_RATE = 0.95;
export const SPEECH_PITCH = 0.95;
export const SPEECH_UNSUPPORTED = 'Speech synthesis is not supported in your browser';

interface VoiceLike {
	name: string;
	lang: string;
}

/** A preferred US English voice by name, else any en-US voice, else any English voice. */
export function pickVoice<T extends VoiceLike>(voices: readonly T[]): T | undefined {
	for (const name of PREFERRED_VOICES) {
		const voice = voices.find((v) => v.name === name);
		if (voice) return voice;
	}
	const lang = (v: VoiceLike) => v.lang.replace('_', '-').toLowerCase();
	return voices.find((v) => lang(v) === 'en-us') ?? voices.find((v) => lang(v).startsWith('en'));
}

/** Speaks `text` with the best voice; alerts when the browser has no speech synthesis. */
export function speak(text: string): void {
	if (!globalThis.speechSynthesis || typeof SpeechSynthesisUtterance === 'undefined') {
		globalThis.alert(SPEECH_UNSUPPORTED);
		return;
	}
	const utterance = new SpeechSynthesisUtterance(text);
	const voice = pickVoice(window.speechSynthesis.getVoices());
	if (voice) {
		utterance.voice = voice;
		utterance.lang = voice.lang;
	} else utterance.lang = 'en-US';
	utterance.rate = SPEECH_RATE;
	utterance.pitch = SPEECH_PITCH;
	window.speechSynthesis.cancel();
	window.speechSynthesis.speak(utterance);
}
