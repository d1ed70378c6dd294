import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionCsvImportResult } from '@common/schemas/exam-admin';
import { ApiError, createNetworkError, parseErrorBody } from '../../../lib/api-client';
import { invalidateExamAdmin } from './list-categories';

export const IMPORT_URL = '/api/admin/quiz/import';

export interface ImportQuestionsInput {
  file: File;
  /** 0–100 while the file is sent; 100 once it has arrived and the server imports. */
  onUploadProgress?: (percent: number) => void;
}

function readBody(xhr: XMLHttpRequest): unknown {
  try {
    return xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/quiz/import with the file itself as the body. XMLHttpRequest rather than the typed
 * client: fetch cannot report upload progress. Same-origin, so the browser sends the Origin header and
 * the session cookie. Resolves the report; a refused file rejects with ApiError like callApi does.
 */
export function importQuestionsCsv({ file, onUploadProgress }: ImportQuestionsInput): Promise<QuestionCsvImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    xhr.setRequestHeader('Content-Type', file.type || 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(Math.min(100, (event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => onUploadProgress?.(100);
    xhr.onload = () => {
      const body = readBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300 && body !== undefined) resolve(body as QuestionCsvImportResult);
      else reject(xhr.status === 0 ? createNetworkError(new Error('No answer')) : parseErrorBody(xhr.status, body));
    };
    xhr.onerror = () => reject(createNetworkError(new Error('Network error')));
    xhr.ontimeout = () => reject(createNetworkError(new Error('Timeout')));
    xhr.send(file);
  });
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation<QuestionCsvImportResult, ApiError, ImportQuestionsInput>({
    mutationFn: importQuestionsCsv,
    // some rows may have gone in even when the answer was lost: reload either way
    onSettled: () => invalidateExamAdmin(queryClient),
  });
}
