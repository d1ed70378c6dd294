import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE, parseErrorBody } from '../../../lib/api-client';
import { getFallbackExportFileName, getFileNameFromDisposition } from '../download';

export interface DataExport {
  blob: Blob;
  fileName: string;
}

/** GET /api/me/export: everything stored about the user, as a JSON file with the server's file name. */
export async function exportMyData(): Promise<DataExport> {
  let response: Response;
  try {
    response = await fetch('/api/me/export', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw parseErrorBody(response.status, body);
  }
  const blob = await response.blob();
  const fileName = getFileNameFromDisposition(response.headers.get('Content-Disposition')) ?? getFallbackExportFileName(new Date());
  return { blob: new Blob([blob], { type: 'application/json' }), fileName };
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
