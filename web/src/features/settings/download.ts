// Saving the data export (GET /api/me/export) as a file in the browser.

/** The file name of a `Content-Disposition: attachment; filename="…"` header (also the RFC 5987 form). */
export function getFileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitizeFileName(decodeURIComponent(extended[1].trim()));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? sanitizeFileName(name) : null;
}

/** No folders in a file name. */
function sanitizeFileName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

export function getFallbackExportFileName(today: Date): string {
  return `meine-daten-${today.toISOString().slice(0, 10)}.json`;
}
