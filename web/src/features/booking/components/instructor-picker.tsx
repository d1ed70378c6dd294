import { useTranslation } from 'react-i18next';
import type { Instructor } from '@common/schemas/booking';
import { cx } from '../../../lib/cx';

interface InstructorPickerProps {
  instructors: Instructor[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The instructor cards: native radio buttons (arrow keys move between them), the whole card clickable. */
export function InstructorPicker({ instructors, selectedId, onSelect }: InstructorPickerProps) {
  const { t } = useTranslation(['booking']);
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold text-slate-900">{t('booking:instructors.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {instructors.map((instructor) => {
          const isSelected = instructor.id === selectedId;
          return (
            <label
              key={instructor.id}
              className={cx(
                'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600 has-[:focus-visible]:ring-offset-2',
                isSelected ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="instructor"
                value={instructor.id}
                checked={isSelected}
                onChange={() => onSelect(instructor.id)}
                className="mt-1 size-5 shrink-0 accent-indigo-600"
              />
              {instructor.image && <img src={instructor.image} alt="" className="size-14 shrink-0 rounded-full object-cover" />}
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold text-slate-900">{instructor.name}</span>
                <span className="text-sm text-slate-700">{instructor.title}</span>
                <span className="text-sm text-slate-800">{instructor.specialization}</span>
                <span className="text-sm text-slate-600">{instructor.experience}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
