import { useCallback, useEffect, useRef, useState } from 'react';
import { speakText, speechLangOf, speechSynthesisOrNull } from '../../lib/speech-synthesis';

// The browser has one voice: the card that speaks now, so that another card (a chapter lists several)
// or an unmount cancels only its own reading.
let speakingOwner: symbol | null = null;

/**
 * "Vorlesen": a text read in the voice of the interface language; a second call stops. Reading stops
 * when `resetKey` changes (another question) and when the card leaves the page.
 */
export function useReadAloud(language: string | undefined, resetKey: string) {
  const [isReading, setIsReading] = useState(false);
  const ownerRef = useRef(Symbol('question-card'));
  const isSupported = speechSynthesisOrNull() !== null;

  const stop = useCallback(() => {
    if (speakingOwner === ownerRef.current) {
      speakingOwner = null;
      speechSynthesisOrNull()?.cancel();
    }
    setIsReading(false);
  }, []);

  const toggle = useCallback(
    (text: string) => {
      if (isReading) {
        stop();
        return;
      }
      const owner = ownerRef.current;
      speakingOwner = owner;
      setIsReading(true);
      const started = speakText(text, speechLangOf(language), () => {
        if (speakingOwner === owner) speakingOwner = null;
        setIsReading(false);
      });
      if (!started) stop();
    },
    [isReading, language, stop],
  );

  useEffect(() => stop, [resetKey, stop]);

  return { isSupported, isReading, toggle };
}
