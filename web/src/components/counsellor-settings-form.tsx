// A counsellor's session mode and times (issue 40): the counsellor's own page and the admin console (for any
// counsellor) use this one form. It checks the input with the API's own schema before sending, and shows the
// API's 400 field codes ('availability.weeklyHours.1.to': 'OVERLAP') at the fields. Remount it (key) to reset.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_MODES, type SessionMode } from '@common/schemas/booking';
import { CounsellorSettingsInputSchema, type CounsellorSettings, type CounsellorSettingsInput } from '@common/schemas/counsellor';
import { formatCalendarDate } from '../lib/format';
import type { TranslationKey } from '../lib/i18n';
import { cx } from '../lib/cx';
import { Banner } from './ui/banner';
import { Button } from './ui/button';
import { controlClasses, describedBy, FieldError } from './ui/field-parts';
import { TextareaField } from './ui/textarea-field';
import { TextField } from './ui/text-field';

type AvailabilityInput = NonNullable<CounsellorSettingsInput['availability']>;
type WeeklyHoursInput = AvailabilityInput['weeklyHours'][number];
type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

type Key = TranslationKey<'common'>;

const WEEKDAY_KEYS: Record<Weekday, Key> = {
  1: 'common:counsellorSettings.weekdays.monday',
  2: 'common:counsellorSettings.weekdays.tuesday',
  3: 'common:counsellorSettings.weekdays.wednesday',
  4: 'common:counsellorSettings.weekdays.thursday',
  5: 'common:counsellorSettings.weekdays.friday',
  6: 'common:counsellorSettings.weekdays.saturday',
  7: 'common:counsellorSettings.weekdays.sunday',
};

const MODE_KEYS: Record<SessionMode, Key> = {
  video: 'common:counsellorSettings.modes.video',
  phone: 'common:counsellorSettings.modes.phone',
  address: 'common:counsellorSettings.modes.address',
};

const ERROR_KEYS: Record<string, Key> = {
  OVERLAP: 'common:counsellorSettings.errors.OVERLAP',
  BEFORE_START: 'common:counsellorSettings.errors.BEFORE_START',
  TOO_SHORT: 'common:counsellorSettings.errors.TOO_SHORT',
  TIME: 'common:counsellorSettings.errors.TIME',
  RANGE: 'common:counsellorSettings.errors.RANGE',
  REQUIRED: 'common:counsellorSettings.errors.REQUIRED',
  URL: 'common:counsellorSettings.errors.URL',
  PHONE: 'common:counsellorSettings.errors.PHONE',
  TOO_LONG: 'common:counsellorSettings.errors.TOO_LONG',
  DATE: 'common:counsellorSettings.errors.DATE',
  TOO_MANY: 'common:counsellorSettings.errors.TOO_MANY',
};

/** The text for a field's code; a range names the field's own limits. */
function errorKeyOf(field: string, code: string): Key {
  if (code === 'RANGE' && field === 'availability.sessionMinutes') return 'common:counsellorSettings.errors.sessionRange';
  if (code === 'RANGE' && field === 'availability.bufferMinutes') return 'common:counsellorSettings.errors.bufferRange';
  return ERROR_KEYS[code] ?? 'common:counsellorSettings.errors.INVALID';
}

interface IntervalRow {
  /** Stable across edits (React key), not sent. */
  key: number;
  weekday: Weekday;
  from: string;
  to: string;
}

interface FormState {
  sessionMode: SessionMode;
  videoLink: string;
  phone: string;
  address: string;
  isCustom: boolean;
  /** In weekday order, so the index of a row is its index in the body's weeklyHours (the API's error paths). */
  intervals: IntervalRow[];
  sessionMinutes: string;
  bufferMinutes: string;
  daysOff: string[];
  /** Not editable here; kept as they are (the starter schedule's 13:00). */
  closedTimes: string[];
}

// "Eigene Zeiten" starts from the standard times without the closed 13:00: 09:00 and 10:30, 14:30 and 16:00
const CUSTOM_START_HOURS: readonly { from: string; to: string }[] = [
  { from: '09:00', to: '11:30' },
  { from: '14:30', to: '17:00' },
];
const CUSTOM_START_SESSION_MINUTES = 60;
const CUSTOM_START_BUFFER_MINUTES = 30;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

function initialState(value: CounsellorSettings, nextKey: () => number): FormState {
  const rules = value.availability;
  const intervals: IntervalRow[] = rules
    ? rules.weeklyHours
        .map((entry) => ({ key: nextKey(), weekday: Number(entry.weekday) as Weekday, from: entry.from, to: entry.to }))
        // stable: the order within a weekday stays the saved one
        .sort((a, b) => a.weekday - b.weekday)
    : WEEKDAYS.slice(0, 5).flatMap((weekday) => CUSTOM_START_HOURS.map((hours) => ({ key: nextKey(), weekday, ...hours })));
  return {
    sessionMode: value.sessionMode,
    videoLink: value.videoLink,
    phone: value.phone,
    address: value.address,
    isCustom: rules !== null,
    intervals,
    sessionMinutes: String(rules?.sessionMinutes ?? CUSTOM_START_SESSION_MINUTES),
    bufferMinutes: String(rules?.bufferMinutes ?? CUSTOM_START_BUFFER_MINUTES),
    daysOff: rules ? [...rules.daysOff].sort() : [],
    closedTimes: rules ? [...rules.closedTimes] : [],
  };
}

let lastRowKey = 0;
const newRowKey = () => (lastRowKey += 1);

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The request body, exactly as CounsellorSettingsInput. */
function toCounsellorSettingsInput(state: FormState): CounsellorSettingsInput {
  return {
    sessionMode: state.sessionMode,
    videoLink: state.videoLink.trim(),
    phone: state.phone.trim(),
    address: state.address.trim(),
    availability: state.isCustom
      ? {
          weeklyHours: state.intervals.map(({ weekday, from, to }) => ({ weekday, from, to }) as WeeklyHoursInput),
          sessionMinutes: toNumber(state.sessionMinutes),
          bufferMinutes: toNumber(state.bufferMinutes),
          daysOff: state.daysOff,
          closedTimes: state.closedTimes,
        }
      : null,
  };
}

/** The schema's problems as the API reports them ({ 'availability.weeklyHours.1.to': 'OVERLAP' }), plus the video link a server without a video service needs. */
function problemsOf(input: CounsellorSettingsInput, hasVideoCallBase: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const result = CounsellorSettingsInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      problems[path] ??= issue.message;
    }
  }
  if (input.sessionMode === 'video' && !hasVideoCallBase && input.videoLink === '') problems.videoLink ??= 'REQUIRED';
  return problems;
}

/** The next free period after the day's last one (a morning when the day has none). */
function nextInterval(dayIntervals: IntervalRow[]): { from: string; to: string } {
  const last = dayIntervals.at(-1);
  if (!last || !isTime(last.to)) return { from: '09:00', to: '12:00' };
  const from = Math.min(toMinutes(last.to) + 60, 23 * 60);
  return { from: toTime(from), to: toTime(Math.min(from + 180, 23 * 60 + 59)) };
}

function RadioOption({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={cx(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2',
        checked ? 'border-indigo-600 bg-indigo-50 text-indigo-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 accent-indigo-600" />
      <span className="font-medium">{children}</span>
    </label>
  );
}

/** A time input with a full label for assistive technology and a short one on screen. */
function TimeInput({
  label,
  shortLabel,
  value,
  error,
  onChange,
}: {
  label: string;
  shortLabel: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <span aria-hidden="true" className="w-8 text-sm text-slate-700">
          {shortLabel}
        </span>
        <input
          id={id}
          type="time"
          step={300}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className={controlClasses(Boolean(error), 'w-32')}
        />
      </div>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

export interface CounsellorSettingsFormProps {
  value: CounsellorSettings;
  onSubmit: (input: CounsellorSettingsInput) => void;
  isSaving: boolean;
  /** The API's 400 field codes by path ('videoLink': 'URL', 'availability.weeklyHours.1.to': 'OVERLAP'). */
  fieldErrors?: Record<string, string>;
}

export function CounsellorSettingsForm({ value, onSubmit, isSaving, fieldErrors }: CounsellorSettingsFormProps) {
  const { t, i18n } = useTranslation(['common']);
  const [state, setState] = useState<FormState>(() => initialState(value, newRowKey));
  const [dayOffDraft, setDayOffDraft] = useState('');
  // the form's own findings (or none after an edit that moves rows) replace the API's until the API answers again
  const [override, setOverride] = useState<{ for: Record<string, string> | undefined; errors: Record<string, string> } | null>(null);
  const errors = (override && override.for === fieldErrors ? override.errors : fieldErrors) ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const modeName = useId();
  const availabilityName = useId();

  // after a refused submit (by this form or by the API), the first marked field gets the focus
  useEffect(() => {
    if (focusRequest === 0 && Object.keys(fieldErrors ?? {}).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, fieldErrors]);

  const update = (changes: Partial<FormState>) => setState((current) => ({ ...current, ...changes }));
  const errorOf = (path: string) => (errors[path] ? t(errorKeyOf(path, errors[path])) : undefined);
  const clearErrors = () => setOverride({ for: fieldErrors, errors: {} });

  function updateInterval(key: number, changes: Partial<Pick<IntervalRow, 'from' | 'to'>>) {
    setState((current) => ({ ...current, intervals: current.intervals.map((row) => (row.key === key ? { ...row, ...changes } : row)) }));
  }

  function addInterval(weekday: Weekday) {
    const key = newRowKey();
    setState((current) => {
      const period = nextInterval(current.intervals.filter((row) => row.weekday === weekday));
      // after the weekday's last row, so the rows stay in weekday order
      const at = current.intervals.findLastIndex((row) => row.weekday <= weekday) + 1;
      const intervals = [...current.intervals];
      intervals.splice(at, 0, { key, weekday, ...period });
      return { ...current, intervals };
    });
    // the indices of the API's errors no longer fit
    clearErrors();
  }

  function removeInterval(key: number) {
    setState((current) => ({ ...current, intervals: current.intervals.filter((row) => row.key !== key) }));
    clearErrors();
  }

  function addDayOff() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dayOffDraft)) return;
    setState((current) => ({ ...current, daysOff: [...new Set([...current.daysOff, dayOffDraft])].sort() }));
    setDayOffDraft('');
    clearErrors();
  }

  function removeDayOff(date: string) {
    setState((current) => ({ ...current, daysOff: current.daysOff.filter((day) => day !== date) }));
    clearErrors();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = toCounsellorSettingsInput(state);
    const problems = problemsOf(input, value.hasVideoCallBase);
    setOverride({ for: fieldErrors, errors: problems });
    if (Object.keys(problems).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onSubmit(input);
  }

  const showField = (mode: SessionMode, path: string) => state.sessionMode === mode || Boolean(errors[path]);
  const weekdayLabel = (weekday: Weekday) => t(WEEKDAY_KEYS[weekday]);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-8">
      {hasErrors && <Banner variant="error">{t('common:counsellorSettings.errorSummary')}</Banner>}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('common:counsellorSettings.modeLegend')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {SESSION_MODES.map((mode) => (
            <RadioOption key={mode} name={modeName} checked={state.sessionMode === mode} onChange={() => update({ sessionMode: mode })}>
              {t(MODE_KEYS[mode])}
            </RadioOption>
          ))}
        </div>
        <FieldError id={`${modeName}-mode`}>{errorOf('sessionMode')}</FieldError>
        {showField('video', 'videoLink') && (
          <TextField
            type="url"
            inputMode="url"
            label={t('common:counsellorSettings.videoLink')}
            hint={t(
              value.hasVideoCallBase ? 'common:counsellorSettings.videoLinkHintBase' : 'common:counsellorSettings.videoLinkHintRequired',
            )}
            placeholder="https://"
            value={state.videoLink}
            error={errorOf('videoLink')}
            onChange={(event) => update({ videoLink: event.target.value })}
          />
        )}
        {showField('phone', 'phone') && (
          <TextField
            type="tel"
            autoComplete="tel"
            label={t('common:counsellorSettings.phone')}
            hint={t('common:counsellorSettings.phoneHint')}
            value={state.phone}
            error={errorOf('phone')}
            onChange={(event) => update({ phone: event.target.value })}
            className="sm:max-w-sm"
          />
        )}
        {showField('address', 'address') && (
          <TextareaField
            label={t('common:counsellorSettings.address')}
            hint={t('common:counsellorSettings.addressHint')}
            rows={3}
            value={state.address}
            error={errorOf('address')}
            onChange={(event) => update({ address: event.target.value })}
            className="sm:max-w-md"
          />
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('common:counsellorSettings.availabilityLegend')}</legend>
        <div className="flex flex-col gap-2">
          <RadioOption name={availabilityName} checked={!state.isCustom} onChange={() => update({ isCustom: false })}>
            {t('common:counsellorSettings.standard')}
          </RadioOption>
          <RadioOption name={availabilityName} checked={state.isCustom} onChange={() => update({ isCustom: true })}>
            {t('common:counsellorSettings.custom')}
          </RadioOption>
        </div>

        {state.isCustom && (
          <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
            <section aria-labelledby={`${availabilityName}-weekly`} className="flex flex-col gap-3">
              <h3 id={`${availabilityName}-weekly`} className="font-semibold text-slate-900">
                {t('common:counsellorSettings.weeklyHoursTitle')}
              </h3>
              <p className="text-sm text-slate-700">{t('common:counsellorSettings.weeklyHoursHint')}</p>
              <FieldError id={`${availabilityName}-weekly-list`}>{errorOf('availability.weeklyHours')}</FieldError>
              <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {WEEKDAYS.map((weekday) => {
                  const rows = state.intervals.map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday);
                  return (
                    <li key={weekday} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:gap-4">
                      <p className="w-28 shrink-0 pt-2 font-medium text-slate-900">{weekdayLabel(weekday)}</p>
                      <div className="flex flex-1 flex-col gap-2">
                        {rows.length === 0 && <p className="pt-2 text-sm text-slate-600">{t('common:counsellorSettings.noHours')}</p>}
                        {rows.map(({ row, index }, number) => {
                          const names = { weekday: weekdayLabel(weekday), number: number + 1 };
                          const path = `availability.weeklyHours.${index}`;
                          return (
                            <div
                              key={row.key}
                              className="flex flex-wrap items-start gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-2 sm:border-0 sm:p-0"
                            >
                              <TimeInput
                                label={t('common:counsellorSettings.fromLabel', names)}
                                shortLabel={t('common:counsellorSettings.from')}
                                value={row.from}
                                error={errorOf(`${path}.from`) ?? errorOf(`${path}.weekday`) ?? errorOf(path)}
                                onChange={(from) => updateInterval(row.key, { from })}
                              />
                              <TimeInput
                                label={t('common:counsellorSettings.toLabel', names)}
                                shortLabel={t('common:counsellorSettings.to')}
                                value={row.to}
                                error={errorOf(`${path}.to`)}
                                onChange={(to) => updateInterval(row.key, { to })}
                              />
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={t('common:counsellorSettings.removeIntervalLabel', names)}
                                onClick={() => removeInterval(row.key)}
                              >
                                {t('common:counsellorSettings.removeInterval')}
                              </Button>
                            </div>
                          );
                        })}
                        <Button
                          variant="secondary"
                          size="sm"
                          className="self-start"
                          aria-label={t('common:counsellorSettings.addIntervalLabel', { weekday: weekdayLabel(weekday) })}
                          onClick={() => addInterval(weekday)}
                        >
                          {t('common:counsellorSettings.addInterval')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>

            <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
              <TextField
                type="number"
                inputMode="numeric"
                min={30}
                max={240}
                step={5}
                label={t('common:counsellorSettings.sessionMinutes')}
                value={state.sessionMinutes}
                error={errorOf('availability.sessionMinutes')}
                onChange={(event) => update({ sessionMinutes: event.target.value })}
              />
              <TextField
                type="number"
                inputMode="numeric"
                min={0}
                max={120}
                step={5}
                label={t('common:counsellorSettings.bufferMinutes')}
                value={state.bufferMinutes}
                error={errorOf('availability.bufferMinutes')}
                onChange={(event) => update({ bufferMinutes: event.target.value })}
              />
            </div>

            <section aria-labelledby={`${availabilityName}-days-off`} className="flex flex-col gap-3">
              <h3 id={`${availabilityName}-days-off`} className="font-semibold text-slate-900">
                {t('common:counsellorSettings.daysOffTitle')}
              </h3>
              <p className="text-sm text-slate-700">{t('common:counsellorSettings.daysOffHint')}</p>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <TextField
                  type="date"
                  label={t('common:counsellorSettings.dayOff')}
                  value={dayOffDraft}
                  onChange={(event) => setDayOffDraft(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter adds the day instead of sending the form
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addDayOff();
                    }
                  }}
                  className="sm:w-48"
                />
                <Button variant="secondary" onClick={addDayOff} disabled={dayOffDraft === ''}>
                  {t('common:counsellorSettings.addDayOff')}
                </Button>
              </div>
              <FieldError id={`${availabilityName}-days-off-list`}>{errorOf('availability.daysOff')}</FieldError>
              {state.daysOff.length === 0 ? (
                <p className="text-sm text-slate-600">{t('common:counsellorSettings.noDaysOff')}</p>
              ) : (
                <ul className="flex flex-col gap-2" aria-label={t('common:counsellorSettings.daysOffTitle')}>
                  {state.daysOff.map((date, index) => {
                    const label = formatCalendarDate(date, i18n.language, 'long');
                    const error = errorOf(`availability.daysOff.${index}`);
                    return (
                      <li key={date} className="flex flex-col gap-1">
                        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3 py-1">
                          <span className="text-slate-900">{label || date}</span>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('common:counsellorSettings.removeDayOffLabel', { date: label || date })}
                            onClick={() => removeDayOff(date)}
                          >
                            {t('common:counsellorSettings.removeDayOff')}
                          </Button>
                        </div>
                        <FieldError id={`${availabilityName}-day-off-${index}`}>{error}</FieldError>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </div>
        )}
      </fieldset>

      <div>
        <Button type="submit" loading={isSaving}>
          {t('common:counsellorSettings.save')}
        </Button>
      </div>
    </form>
  );
}
