import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  /** Shown after the tabs in the same bar, outside the tab list (e.g. links to other pages). */
  trailing?: ReactNode;
}

/** Tab look for a link that sits in a tab bar but opens another page. */
export function tabClasses(isSelected: boolean, className?: string) {
  return cx(
    '-mb-px inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 py-2 text-base font-semibold whitespace-nowrap no-underline hover:no-underline sm:px-4',
    isSelected ? 'border-indigo-600 text-indigo-800' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
    className,
  );
}

/**
 * Tabs after the WAI-ARIA pattern: role tablist/tab/tabpanel, one tab in the Tab order (roving
 * tabindex), arrow keys, Home and End move and select (automatic activation). The caller owns the
 * selection, so it can keep it in the URL.
 */
export function Tabs<Id extends string>({ label, items, selectedId, onSelect, trailing }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const item = items[target]!;
    onSelect(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex overflow-x-auto border-b border-slate-300">
        <div role="tablist" aria-label={label} className="flex">
          {items.map((item, index) => {
            const isSelected = item.id === selectedId;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={isSelected}
                aria-controls={panelId(item.id)}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onSelect(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={tabClasses(isSelected)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {trailing && <div className="flex">{trailing}</div>}
      </div>
      {items.map((item) => {
        const isSelected = item.id === selectedId;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={!isSelected}
            tabIndex={0}
            className="rounded-sm"
          >
            {isSelected && item.content}
          </div>
        );
      })}
    </div>
  );
}
