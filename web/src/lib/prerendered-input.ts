// The server may send a page's markup inside #root (server/src/static.ts) so it paints before the
// JavaScript has arrived; on a slow connection the reader may already type into that form. React
// replaces the markup with the same page; this carries over what was typed and where the cursor was.

interface TypedInput {
  /** Puts the values back into the fields of the same name and focuses the field that had focus. */
  restore(): void;
}

const FIELDS = 'input[name]:not([type=checkbox]):not([type=radio]), textarea[name]';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Sets a field's value the way typing does, so React and react-hook-form see it (value tracker, input event). */
function setTypedValue(field: Field, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Follows the typing in `container` until `restore` is called (after React's first commit there). */
export function keepTypedInput(container: HTMLElement): TypedInput {
  const values = new Map<string, string>();
  let focusedName: string | undefined;
  const read = () => {
    for (const field of container.querySelectorAll<Field>(FIELDS)) {
      if (field.value === '') values.delete(field.name);
      else values.set(field.name, field.value);
    }
    const active = document.activeElement;
    if (isField(active) && container.contains(active)) focusedName = active.name;
  };
  read();
  container.addEventListener('input', read, true);
  container.addEventListener('focusin', read, true);
  const byName = (name: string) => [...container.querySelectorAll<Field>(FIELDS)].find((field) => field.name === name);
  return {
    restore() {
      container.removeEventListener('input', read, true);
      container.removeEventListener('focusin', read, true);
      for (const [name, value] of values) {
        const field = byName(name);
        if (field && field.value === '') setTypedValue(field, value);
      }
      if (focusedName) byName(focusedName)?.focus();
      values.clear();
      focusedName = undefined;
    },
  };
}
