import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DRINK_KINDS, STORY_MAX_DRINKS, type Drink, type DrinkKind } from '@common/schemas/my-story';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { newItemId } from '../story-format';
import { NumberField } from './number-field';

/** What a new line starts with: the usual strength and size of its kind. */
const TYPICAL: Record<DrinkKind, { volumeMl: number; abvPercent: number }> = {
  beer: { volumeMl: 500, abvPercent: 5 },
  wine: { volumeMl: 200, abvPercent: 12 },
  sparkling: { volumeMl: 100, abvPercent: 11 },
  spirits: { volumeMl: 20, abvPercent: 40 },
  mixed: { volumeMl: 330, abvPercent: 10 },
  other: { volumeMl: 100, abvPercent: 10 },
};

export const newDrink = (kind: DrinkKind = 'beer'): Drink => ({ id: newItemId(), kind, ...TYPICAL[kind], count: 1, start: '', end: '' });

/** The drinks of one evening: kind, size, strength, number, start and end; lines added and removed by keyboard too. */
export function DrinksList({ drinks, onChange, idPrefix }: { drinks: Drink[]; onChange: (drinks: Drink[]) => void; idPrefix: string }) {
  const { t } = useTranslation(['my-story']);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const focusLine = (index: number) =>
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('[data-drink-first]')[index]?.focus());

  const change = (index: number, patch: Partial<Drink>) =>
    onChange(drinks.map((drink, i) => (i === index ? { ...drink, ...patch } : drink)));

  return (
    <div className="flex flex-col gap-3" data-testid={`${idPrefix}-drinks`}>
      {drinks.length === 0 ? (
        <p className="text-sm text-slate-700">{t('my-story:drinks.empty')}</p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3">
          {drinks.map((drink, index) => (
            <li key={drink.id}>
              <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-900">{t('my-story:drinks.line', { number: index + 1 })}</legend>
                <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
                  <SelectField
                    label={t('my-story:drinks.kind')}
                    value={drink.kind}
                    data-drink-first=""
                    onChange={(event) =>
                      change(index, { kind: event.target.value as DrinkKind, ...TYPICAL[event.target.value as DrinkKind] })
                    }
                  >
                    {DRINK_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`my-story:drinks.kinds.${kind}`)}
                      </option>
                    ))}
                  </SelectField>
                  <NumberField
                    label={t('my-story:drinks.volume')}
                    value={drink.volumeMl}
                    min={1}
                    max={2000}
                    onChange={(value) => value !== null && change(index, { volumeMl: value })}
                  />
                  <NumberField
                    label={t('my-story:drinks.abv')}
                    value={drink.abvPercent}
                    min={0}
                    max={80}
                    onChange={(value) => value !== null && change(index, { abvPercent: value })}
                  />
                  <NumberField
                    label={t('my-story:drinks.count')}
                    value={drink.count}
                    min={1}
                    max={50}
                    isInteger
                    onChange={(value) => value !== null && change(index, { count: value })}
                  />
                  <TextField
                    type="time"
                    label={t('my-story:drinks.start')}
                    value={drink.start}
                    onChange={(event) => change(index, { start: event.target.value })}
                  />
                  <TextField
                    type="time"
                    label={t('my-story:drinks.end')}
                    value={drink.end}
                    onChange={(event) => change(index, { end: event.target.value })}
                  />
                </div>
                <div className="mt-2 flex justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      onChange(drinks.filter((_, i) => i !== index));
                      if (drinks.length > 1) focusLine(Math.max(0, index - 1));
                      else requestAnimationFrame(() => addRef.current?.focus());
                    }}
                  >
                    {t('my-story:drinks.remove', { number: index + 1 })}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          ref={addRef}
          variant="secondary"
          disabled={drinks.length >= STORY_MAX_DRINKS}
          onClick={() => {
            onChange([...drinks, newDrink()]);
            focusLine(drinks.length);
          }}
        >
          {t('my-story:drinks.add')}
        </Button>
      </div>
    </div>
  );
}
