import { useTranslation } from 'react-i18next';
import type { ChatMode } from '../../../components/chat/use-ai-chat';
import { cx } from '../../../lib/cx';
import '../locales';

const MODES: readonly ChatMode[] = ['text', 'voice'];

/** 'Schriftliche Prüfung' / 'Mündliche Prüfung' as a radio group that looks like a segmented switch. */
export function ModeSwitch({ mode, onChange }: { mode: ChatMode; onChange: (mode: ChatMode) => void }) {
  const { t } = useTranslation(['exam-trainer']);
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('exam-trainer:modes.label')}</legend>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
        {MODES.map((option) => (
          <label
            key={option}
            className={cx(
              'inline-flex min-h-11 cursor-pointer items-center rounded-md px-3 py-2 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              mode === option ? 'bg-indigo-600 text-white' : 'text-slate-800 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name="exam-trainer-mode"
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`exam-trainer:modes.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
