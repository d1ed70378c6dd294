// A CSV file sent as the request body (the question import, the bank's statement of payments).
import type { HonoRequest } from 'hono';
import { ApiError } from './middleware/errors';

/** What browsers and Excel send for a .csv file. */
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];

/** A zip (an .xlsx workbook) or any file with NUL bytes is not a CSV text. */
function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04);
}

/** The body's bytes; 415 NOT_CSV for another content type or a binary file. */
export async function readCsvUpload(request: HonoRequest): Promise<Uint8Array> {
  const type = (request.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (!CSV_TYPES.includes(type) || looksBinary(bytes)) throw new ApiError(415, 'NOT_CSV', 'The file is not a CSV text file.');
  return bytes;
}
