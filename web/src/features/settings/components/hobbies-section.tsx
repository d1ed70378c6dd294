import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getFieldMessageKeys, getSaveReasonKey } from '../api/settings-messages';
import { useUpdateHobbies } from '../api/update-hobbies';
import { useReportUnsavedChanges } from './unsaved-changes';
import { MAX_HOBBY_LENGTH, removeHobby, tryAddHobby } from '../hobby-list';
import { FeedbackRegion, FormActions, SettingsSection, type SectionFeedback } from './settings-section';

/** Hobbys: a list; add with the button or Enter (blank and duplicate entries are ignored), remove, save. */
export function HobbiesSection({ hobbies: savedHobbies }: { hobbies: string[] }) {
  const { t } = useTranslation(['settings']);
  const update = useUpdateHobbies();
  const [hobbies, setHobbies] = useState<string[]>(savedHobbies);
  const [candidate, setCandidate] = useState('');
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  useReportUnsavedChanges(candidate.trim() !== '' || hobbies.join('\n') !== savedHobbies.join('\n'));

  function add() {
    const result = tryAddHobby(hobbies, candidate);
    if (result.outcome === 'blank') return;
    if (result.outcome === 'duplicate') {
      setFeedback({ variant: 'info', messageKey: 'settings:hobbies.duplicate', values: { hobby: candidate.trim() } });
      setCandidate('');
      return;
    }
    if (result.outcome === 'full') {
      setFeedback({ variant: 'info', messageKey: 'settings:hobbies.full' });
      return;
    }
    setHobbies(result.hobbies);
    setCandidate('');
    setFeedback(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  function remove(hobby: string) {
    setHobbies((list) => removeHobby(list, hobby));
    setFeedback(null);
    // the removed button is gone: keep the keyboard user in the section
    inputRef.current?.focus();
  }

  function save() {
    setFeedback(null);
    update.mutate(hobbies, {
      onSuccess: (result) => {
        setHobbies(result.hobbies);
        setFeedback({ variant: 'success', messageKey: 'settings:infoSuccess' });
      },
      onError: (error) => {
        const reasonKey = getFieldMessageKeys(error).hobbies ?? getSaveReasonKey(error);
        setFeedback({ variant: 'error', messageKey: 'settings:infoFailed', reasonKey });
      },
    });
  }

  return (
    <SettingsSection id="hobbys" title={t('settings:hobbies.title')} description={t('settings:hobbies.intro')}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            ref={inputRef}
            label={t('settings:hobbies.new')}
            value={candidate}
            maxLength={MAX_HOBBY_LENGTH}
            onChange={(event) => setCandidate(event.target.value)}
            onKeyDown={onKeyDown}
            enterKeyHint="done"
          />
        </div>
        <Button variant="secondary" onClick={add}>
          {t('settings:hobbies.add')}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <p id={listId} className="text-sm font-semibold text-slate-800">
          {t('settings:hobbies.listLabel')}
        </p>
        {hobbies.length === 0 ? (
          <p className="text-slate-700">{t('settings:hobbies.empty')}</p>
        ) : (
          <ul aria-labelledby={listId} className="flex flex-wrap gap-2">
            {hobbies.map((hobby) => (
              <li
                key={hobby}
                className="flex max-w-full items-center gap-0.5 rounded-full border border-indigo-200 bg-indigo-50 pl-4 text-indigo-900"
              >
                <span className="min-w-0 [overflow-wrap:anywhere]">{hobby}</span>
                <button
                  type="button"
                  aria-label={t('settings:hobbies.remove', { hobby })}
                  title={t('settings:hobbies.remove', { hobby })}
                  onClick={() => remove(hobby)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-indigo-800 hover:bg-indigo-100 active:bg-indigo-200"
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-600">{t('settings:hobbies.unsaved')}</p>
      </div>
      <FormActions>
        <Button onClick={save} loading={update.isPending}>
          {t('settings:save')}
        </Button>
      </FormActions>
      <FeedbackRegion feedback={feedback} />
    </SettingsSection>
  );
}
