// The Web Speech API for the oral examination: the examiner's replies spoken (de-DE, rate 1, pitch 1;
// "Mein Gespräch" speaks the learner's language) and the learner's answer dictated. Both are
// optional: browsers without them keep text only.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { speakText, speechSynthesisOrNull } from '../../lib/speech-synthesis';

const LANG = 'de-DE';

/** The voice for a language of the platform (the story interview's examiner speaks the account language). */
export const SPEECH_LANGS: Record<string, string> = { de: 'de-DE', tr: 'tr-TR', en: 'en-GB' };

/** Speaks one text at a time; `speakingId` names the reply being read (for its play/stop button). */
export function useSpeechOutput(lang: string = LANG) {
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const isSupported = speechSynthesisOrNull() !== null;

  const cancel = useCallback(() => {
    speechSynthesisOrNull()?.cancel();
    setSpeakingId(null);
  }, []);

  const speak = useCallback(
    (id: string, text: string) => {
      const finish = () => setSpeakingId((current) => (current === id ? null : current));
      setSpeakingId(id);
      if (!speakText(text, lang, finish)) setSpeakingId(null);
    },
    [lang],
  );

  // leaving the page stops the voice
  useEffect(() => () => speechSynthesisOrNull()?.cancel(), []);

  return { isSupported, speakingId, speak, cancel };
}

// SpeechRecognition is not in TypeScript's DOM library; the part used here:
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidates = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

/** Dictation (German unless told): `onText` gets the words heard so far in this take (interim, then final). */
export function useDictation(onText: (text: string) => void, lang: string = LANG) {
  const [isListening, setIsListening] = useState(false);
  const recognitionRef = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useLayoutEffect(() => {
    onTextRef.current = onText;
  });
  const isSupported = recognitionConstructor() !== null;

  const stop = useCallback(() => recognitionRef.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor || recognitionRef.current) return;
    const recognition = new Constructor();
    recognition.lang = lang;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '').join('');
      onTextRef.current(heard.trim());
    };
    recognition.onend = recognition.onerror = () => {
      recognitionRef.current = null;
      setIsListening(false);
    };
    recognitionRef.current = recognition;
    setIsListening(true);
    try {
      recognition.start();
    } catch {
      recognitionRef.current = null;
      setIsListening(false);
    }
  }, [lang]);

  useEffect(() => () => recognitionRef.current?.abort(), []);

  return { isSupported, isListening, start, stop };
}
