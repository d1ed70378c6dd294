import { useTranslation } from 'react-i18next';
import type { BookingSlot, SlotList } from '@common/schemas/booking';
import { cx } from '../../../lib/cx';

interface SlotPickerProps {
  slots: SlotList['slots'];
  selected: BookingSlot | null;
  onSelect: (slot: BookingSlot) => void;
}

/** The slot buttons: a taken or unavailable slot is disabled and says so in words, not by colour only. */
export function SlotPicker({ slots, selected, onSelect }: SlotPickerProps) {
  const { t } = useTranslation(['booking']);
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('booking:slots.legend')}>
      {slots.map(({ slot, status }) => {
        const isSelected = slot === selected && status === 'available';
        return (
          <li key={slot}>
            <button
              type="button"
              disabled={status !== 'available'}
              aria-pressed={isSelected}
              onClick={() => onSelect(slot)}
              className={cx(
                'inline-flex min-h-11 min-w-24 flex-col items-center justify-center rounded-lg border px-3 py-1.5 font-semibold',
                isSelected && 'border-indigo-600 bg-indigo-600 text-white',
                !isSelected && status === 'available' && 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
                status !== 'available' && 'cursor-not-allowed border-dashed border-slate-300 bg-slate-100 text-slate-600',
              )}
            >
              <span className={cx(status !== 'available' && 'line-through')}>{slot}</span>
              {status !== 'available' && (
                <span className="text-xs font-medium">
                  {status === 'taken' ? t('booking:slots.taken') : t('booking:slots.unavailable')}
                </span>
              )}
              {isSelected && <span className="text-xs font-medium">{t('booking:slots.selected')}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
