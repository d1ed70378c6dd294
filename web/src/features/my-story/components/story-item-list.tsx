import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';

interface StoryItemListProps<T extends { id: string }> {
  items: readonly T[];
  /** Shown instead of the list while it is empty. */
  emptyText: string;
  legend: (index: number) => string;
  /** The fields of one item; the control that takes the focus when the item is added carries `data-item-first`. */
  renderFields: (item: T, index: number) => ReactNode;
  /** Classes of each item's fieldset beside its frame (a grid, a padding). */
  fieldsetClassName?: string;
  removeLabel: (index: number) => string;
  removeVariant?: 'ghost' | 'danger-secondary';
  /**
   * Removes the item, or asks first (then returns false and removes it itself later). After a removal the
   * focus goes to the add button, which `addRef` also gives a confirmation dialog to return to.
   */
  onRemove: (item: T, index: number) => boolean;
  addLabel: string;
  onAdd: () => void;
  max: number;
  addRef?: RefObject<HTMLButtonElement | null>;
  /** A test id on each item's fieldset. */
  itemTestId?: string;
}

/**
 * A list of the workbook the learner grows and shrinks: each item a numbered fieldset with its remove
 * button, and an add button below. The keyboard never loses its place: an added item's first control
 * takes the focus, and after a removal the add button does.
 */
export function StoryItemList<T extends { id: string }>({
  items,
  emptyText,
  legend,
  renderFields,
  fieldsetClassName = 'flex flex-col gap-3',
  removeLabel,
  removeVariant = 'ghost',
  onRemove,
  addLabel,
  onAdd,
  max,
  addRef: givenAddRef,
  itemTestId,
}: StoryItemListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const ownAddRef = useRef<HTMLButtonElement>(null);
  const addRef = givenAddRef ?? ownAddRef;
  return (
    <>
      {items.length === 0 && <p className="text-slate-700">{emptyText}</p>}
      <ol ref={listRef} className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <fieldset className={cx('rounded-lg border border-slate-300 p-3', fieldsetClassName)} data-testid={itemTestId}>
              <legend className="px-1 font-semibold text-slate-900">{legend(index)}</legend>
              {renderFields(item, index)}
              <div className="flex justify-end sm:col-span-2">
                <Button
                  variant={removeVariant}
                  size="sm"
                  onClick={() => {
                    if (onRemove(item, index)) requestAnimationFrame(() => addRef.current?.focus());
                  }}
                >
                  {removeLabel(index)}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button
          ref={addRef}
          variant="secondary"
          disabled={items.length >= max}
          onClick={() => {
            onAdd();
            // once React has drawn the new item: its first control
            requestAnimationFrame(() => {
              const firsts = listRef.current?.querySelectorAll<HTMLElement>(
                'input[data-item-first], select[data-item-first], textarea[data-item-first], [data-item-first] input',
              );
              firsts?.[firsts.length - 1]?.focus();
            });
          }}
        >
          {addLabel}
        </Button>
      </div>
    </>
  );
}
