import { useState, type FormEvent } from 'react';
import { useMe } from '../../../lib/session';
import { useSaveFirstName } from '../api/save-first-name';

/**
 * The tour's first step for a learner: the first name, optional. 'Weiter' saves it when it changed
 * and then goes on (left empty, nothing is sent); when saving fails the step stays.
 */
export function useFirstNameStep(onDone: () => void) {
  const { data: me } = useMe();
  const saved = me?.user.firstName ?? '';
  // null until the learner types: the field shows the saved name, also when it arrives after the step
  const [typed, setValue] = useState<string | null>(null);
  const value = typed ?? saved;
  const save = useSaveFirstName();

  function submit(event: FormEvent) {
    event.preventDefault();
    const firstName = value.trim();
    if (firstName === saved.trim()) {
      onDone();
      return;
    }
    save.mutate(firstName, { onSuccess: onDone });
  }

  return { value, setValue, submit, isSaving: save.isPending, hasFailed: save.isError };
}
