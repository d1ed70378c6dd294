// PUT /api/abstinence/entries/{id}/attachment?name=… with the file as the raw body (the browser sets
// Content-Length from the File). The server reads the type from the bytes and is the authority; the
// checks here only spare a pointless upload.
import { ABSTINENCE_ATTACHMENT_MAX_BYTES, type Entry } from '@common/schemas/abstinence';
import { createNetworkError, parseErrorBody } from '../../../lib/api-client';

const ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
/** For the file input's `accept`. */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** The text key of what is wrong with a chosen file before it is sent, or null. */
export function checkAttachment(file: File): 'abstinence:entries.fileTooLarge' | 'abstinence:entries.fileWrongType' | null {
  const extension = file.name.toLowerCase().split('.').at(-1) ?? '';
  if (!file.name.includes('.') || !ACCEPTED_EXTENSIONS.includes(extension)) return 'abstinence:entries.fileWrongType';
  if (file.size > ABSTINENCE_ATTACHMENT_MAX_BYTES) return 'abstinence:entries.fileTooLarge';
  return null;
}

export async function uploadAttachment({ entryId, file }: { entryId: string; file: File }): Promise<Entry> {
  let response: Response;
  try {
    response = await fetch(`/api/abstinence/entries/${encodeURIComponent(entryId)}/attachment?name=${encodeURIComponent(file.name)}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch (error) {
    throw createNetworkError(error);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as Entry;
}

/** The address the owner opens the lab letter at. */
export const attachmentUrl = (entryId: string) => `/api/abstinence/entries/${encodeURIComponent(entryId)}/attachment`;
export const CALENDAR_URL = '/api/abstinence/calendar.ics';
