import { useMutation } from '@tanstack/react-query';
import { api, sendApi } from '../../../lib/api-client';
import { getFallbackExportFileName, getFileNameFromDisposition } from '../download';

export interface DataExport {
  blob: Blob;
  fileName: string;
}

/** GET /api/me/export: everything stored about the user, as a JSON file with the server's file name. */
export async function exportMyData(): Promise<DataExport> {
  const response = await sendApi(api.me.export.$get, {});
  const blob = await response.blob();
  const fileName = getFileNameFromDisposition(response.headers.get('Content-Disposition')) ?? getFallbackExportFileName(new Date());
  return { blob: new Blob([blob], { type: 'application/json' }), fileName };
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
