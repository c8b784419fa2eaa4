import { getActiveLocale } from '../../lib/active-locale';

/**
 * Says `text` out loud with the browser's speech synthesis, replacing anything still being said.
 * Returns false where there is none (some browsers and web views), so the caller can show it.
 */
export function speakText(text: string): boolean {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return false;
  try {
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    // In the screens' language, so a name is said as it is written; English stays British English.
    const locale = getActiveLocale();
    utterance.lang = locale === 'en' ? 'en-GB' : locale;
    utterance.rate = 0.9;
    synth.speak(utterance);
    return true;
  } catch {
    return false;
  }
}
