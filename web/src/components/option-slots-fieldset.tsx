import { useId, useState } from 'react';
import { canMarkCorrect, OPTION_LETTERS, setOptionCorrect, setOptionText, type OptionSlot } from '../lib/option-slots';
import { Checkbox } from './ui/checkbox';
import { LiveRegion } from './ui/live-region';
import { TextField } from './ui/text-field';

interface OptionSlotsFieldsetProps {
  options: readonly OptionSlot[];
  onChange: (options: OptionSlot[]) => void;
  maxLength: number;
  disabled?: boolean;
  /** Marks the blank slots invalid (after a refused submit that needs all of them). */
  flagBlank?: boolean;
  /** How a typed text changes the slots: by default a mark stays with its slot until the slot is emptied. */
  setText?: (options: readonly OptionSlot[], index: number, text: string) => OptionSlot[];
  texts: {
    legend: string;
    hint: string;
    /** 'Option A', 'Antwort A)' … */
    option: (letter: string) => string;
    /** The visible label of each mark ('Richtig'). */
    correct: string;
    /** The accessible name of each mark ('Option A ist richtig'). */
    markCorrect: (letter: string) => string;
    /** Read out when typing removed a slot's mark; without it nothing is said. */
    markRemoved?: (letter: string) => string;
  };
}

/** The answer options A–D of an admin question form, each with its "correct" mark. */
export function OptionSlotsFieldset({
  options,
  onChange,
  maxLength,
  disabled = false,
  flagBlank = false,
  setText = setOptionText,
  texts,
}: OptionSlotsFieldsetProps) {
  const hintId = useId();
  // the checkbox unticks beside the field a sighted user looks at; a screen reader user is typing in the field
  const [removedMark, setRemovedMark] = useState<{ letter: string; count: number } | null>(null);

  function changeText(index: number, text: string) {
    const next = setText(options, index, text);
    if (options[index]!.isCorrect && !next[index]!.isCorrect) {
      setRemovedMark((current) => ({ letter: OPTION_LETTERS[index]!, count: (current?.count ?? 0) + 1 }));
    }
    onChange(next);
  }

  return (
    // a container: in a narrow column (the German one beside its translations) field and mark stack as on a phone
    <fieldset className="@container flex min-w-0 flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{texts.legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {texts.hint}
      </p>
      {options.map((slot, index) => {
        const letter = OPTION_LETTERS[index]!;
        return (
          <div key={letter} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 @sm:flex-row @sm:items-end @sm:gap-4">
            <div className="min-w-0 flex-1">
              <TextField
                label={texts.option(letter)}
                value={slot.text}
                maxLength={maxLength}
                autoComplete="off"
                onChange={(event) => changeText(index, event.target.value)}
                aria-invalid={(flagBlank && slot.text.trim() === '') || undefined}
                disabled={disabled}
              />
            </div>
            <div className="shrink-0">
              <Checkbox
                label={texts.correct}
                aria-label={texts.markCorrect(letter)}
                checked={slot.isCorrect}
                disabled={disabled || !canMarkCorrect(slot)}
                onChange={(event) => onChange(setOptionCorrect(options, index, event.target.checked))}
              />
            </div>
          </div>
        );
      })}
      {texts.markRemoved && (
        <LiveRegion className="sr-only">
          {removedMark && <span key={removedMark.count}>{texts.markRemoved(removedMark.letter)}</span>}
        </LiveRegion>
      )}
    </fieldset>
  );
}
