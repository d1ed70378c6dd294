import { useTranslation } from 'react-i18next';
import { CANCEL_MIN_HOURS_AHEAD, type Instructor } from '@common/schemas/booking';
import { cx } from '../../../lib/cx';
import { formatPrice } from '../booking-format';
import { AddressLines, useSessionModeLabel } from './session-mode';

/** 'Sabine Krüger' → 'SK': the stand-in for a missing photo. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part) && !part.endsWith('.'))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

interface InstructorPickerProps {
  instructors: Instructor[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The step's heading names the group. */
  labelledBy: string;
}

/**
 * The counsellor cards: native radio buttons (arrow keys move between them), the whole card clickable.
 * Each card says before anything is chosen how the session happens, what it costs, how long it lasts
 * and until when it can be cancelled for free.
 */
export function InstructorPicker({ instructors, selectedId, onSelect, labelledBy }: InstructorPickerProps) {
  const { t, i18n } = useTranslation(['booking']);
  const modeLabel = useSessionModeLabel();
  return (
    <fieldset aria-labelledby={labelledBy}>
      <div className="grid gap-3 md:grid-cols-2">
        {instructors.map((instructor) => {
          const isSelected = instructor.id === selectedId;
          // the name names the radio; title, focus and the facts describe it (a short name, the rest read after it)
          const nameId = `instructor-name-${instructor.id}`;
          const aboutId = `instructor-about-${instructor.id}`;
          const factsId = `instructor-facts-${instructor.id}`;
          return (
            <label
              key={instructor.id}
              className={cx(
                'flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600 has-[:focus-visible]:ring-offset-2',
                isSelected ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <span className="flex gap-3">
                <input
                  type="radio"
                  name="instructor"
                  value={instructor.id}
                  checked={isSelected}
                  onChange={() => onSelect(instructor.id)}
                  aria-labelledby={nameId}
                  aria-describedby={`${aboutId} ${factsId}`}
                  className="mt-1 size-5 shrink-0 accent-indigo-600"
                />
                {instructor.image ? (
                  <img src={instructor.image} alt="" className="size-16 shrink-0 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-16 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-lg font-semibold text-indigo-800"
                  >
                    {initialsOf(instructor.name)}
                  </span>
                )}
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span id={nameId} className="font-semibold text-slate-900">
                    {instructor.name}
                  </span>
                  <span id={aboutId} className="flex flex-col gap-0.5">
                    <span className="text-sm text-slate-700">{instructor.title}</span>
                    <span className="text-sm text-slate-800">{instructor.specialization}</span>
                  </span>
                </span>
              </span>
              <span id={factsId} className="flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm text-slate-800">
                <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="text-base font-semibold text-slate-900">
                    {instructor.priceCents > 0 ? formatPrice(instructor.priceCents, i18n.language) : t('booking:card.free')}
                  </span>
                  <span>{t('booking:card.minutes', { count: instructor.sessionMinutes })}</span>
                </span>
                <span className="font-medium">
                  {modeLabel(instructor.sessionMode)}
                  {instructor.sessionMode === 'address' && instructor.place.trim() && ':'}
                </span>
                {instructor.sessionMode === 'address' && instructor.place.trim() && (
                  <span className="text-slate-700">
                    <AddressLines text={instructor.place} />
                  </span>
                )}
                <span className="text-green-800">{t('booking:card.cancellation', { hours: CANCEL_MIN_HOURS_AHEAD })}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
