import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

/** The one-click unsubscribe of the reminder mails: the link's token, no session needed. */
export function unsubscribeFromReminders(token: string) {
  return callApi(api.reminders.unsubscribe.$post, { query: { token } });
}

export function useUnsubscribeFromReminders() {
  return useMutation({ mutationFn: unsubscribeFromReminders });
}
