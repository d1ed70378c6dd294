// The browser's speech synthesis, shared by the exam trainer (the examiner's replies) and the question
// card ("Vorlesen"). Optional everywhere: browsers without it keep text only.

export function speechSynthesisOrNull(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/** The text as it should be read aloud: Markdown marks and link targets left out. */
export function toSpeakableText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The voice language of an interface language: 'de' → 'de-DE', 'tr' → 'tr-TR', 'en' → 'en-GB'. */
export function speechLangOf(language: string | undefined): string {
  const base = (language ?? 'de').split('-')[0]!.toLowerCase();
  if (base === 'tr') return 'tr-TR';
  if (base === 'en') return 'en-GB';
  return 'de-DE';
}

/**
 * The voice for a language among those the browser has: the exact one (de-DE), else one of the same
 * language (en-US for en-GB); undefined leaves the choice to the browser, which follows `utterance.lang`.
 */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const normalise = (value: string) => value.replace('_', '-').toLowerCase();
  const wanted = normalise(lang);
  const base = wanted.split('-')[0]!;
  return voices.find((voice) => normalise(voice.lang) === wanted) ?? voices.find((voice) => normalise(voice.lang).split('-')[0] === base);
}

/** Speaks one text (cancelling any other); `onDone` runs when it ends or fails. False when the browser cannot speak. */
export function speakText(text: string, lang: string, onDone?: () => void): boolean {
  const synthesis = speechSynthesisOrNull();
  if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return false;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(toSpeakableText(text));
  utterance.lang = lang;
  const voice = pickVoice(synthesis.getVoices?.() ?? [], lang);
  if (voice) utterance.voice = voice;
  utterance.rate = 1;
  utterance.pitch = 1;
  if (onDone) {
    utterance.onend = onDone;
    utterance.onerror = onDone;
  }
  synthesis.speak(utterance);
  return true;
}
