// (d) of npm run bench: the admin's CSV import of a large file as German Excel saves it
// (semicolons, Windows-1252). Each run imports into a fresh category and deletes it again, so the
// bench database stays as it was.
import { api } from './bench-http';

export const CSV_ROWS = 10_000;
const RUNS = 3;
const DELETE_TIMEOUT_MS = 120_000;

/** The cp1252 bytes 0x80–0x9F for the characters used here; everything else used is Latin-1. */
const CP1252_EXTRA: Readonly<Record<string, number>> = { '€': 0x80, '„': 0x84, '…': 0x85, '–': 0x96, '“': 0x93 };

/** Windows-1252, one byte a character: what German Excel writes for 'CSV (Trennzeichen-getrennt)'. */
export function encodeWindows1252(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : CP1252_EXTRA[text[i]!];
    if (byte === undefined) throw new Error(`"${text[i]}" has no Windows-1252 byte`);
    bytes[i] = byte;
  }
  return bytes;
}

const TOPICS = [
  { question: 'Wie hoch ist die Promillegrenze für Fahranfänger in der Probezeit', difficulty: 'Leicht', types: 'Alkohol-MPU' },
  { question: 'Welche Maßnahme ordnet die Führerscheinstelle nach einer Trunkenheitsfahrt an', difficulty: 'Mittel', types: 'Alkohol-MPU' },
  { question: 'Wie lange lässt sich gelegentlicher Cannabiskonsum im Blut nachweisen', difficulty: 'Schwer', types: 'Drogen-MPU' },
  { question: 'Was prüft der Gutachter beim Abstinenznachweis über zwölf Monate', difficulty: 'Mittel', types: 'Alkohol-MPU, Drogen-MPU' },
  { question: 'Ab wie vielen Punkten im Fahreignungsregister droht die Überprüfung', difficulty: 'Leicht', types: 'Punkte-MPU' },
  { question: 'Welche Rolle spielen Straftaten außerhalb des Straßenverkehrs', difficulty: 'Schwer', types: 'Straftaten' },
] as const;

const OPTIONS = [
  ['0,0 Promille', '0,3 Promille', '0,5 Promille', '1,1 Promille'],
  ['Eine Verwarnung', 'Ein Fahrverbot über 1 Monat', 'Eine medizinisch-psychologische Untersuchung', 'Eine Geldbuße von 50 €'],
  ['Einige Stunden bis wenige Tage', 'Genau 24 Stunden', 'Mehrere Jahre', 'Nur bei Fahrten über 100 km/h'],
  [
    'Regelmäßige Urin- oder Haaranalysen',
    'Einen „Selbsttest“ zu Hause',
    'Die Aussage von Angehörigen',
    'Gar nichts – es genügt ein Formular',
  ],
] as const;

const ANSWERS = ['A', 'c', 'B, D', 'a, b', 'D'] as const;

/** The file as the admin would upload it: header, then `rows` distinct questions of one new category. */
export function buildImportCsv(categoryName: string, rows = CSV_ROWS): { bytes: Uint8Array<ArrayBuffer>; sample: string } {
  const lines = ['category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types'];
  let sample = '';
  for (let n = 1; n <= rows; n++) {
    const topic = TOPICS[n % TOPICS.length]!;
    const question = `Führerschein-Frage Nr. ${n}: ${topic.question} …?`;
    if (n === rows) sample = question;
    const options = OPTIONS[n % OPTIONS.length]!;
    const explanation = `Erklärung zu Nr. ${n}: Maßgeblich sind § 13 und § 14 FeV – die Behörde prüft Einzelfälle gründlich.`;
    lines.push([categoryName, question, ...options, ANSWERS[n % ANSWERS.length], explanation, topic.difficulty, topic.types].join(';'));
  }
  return { bytes: encodeWindows1252(`${lines.join('\r\n')}\r\n`), sample };
}

interface ImportReport {
  imported: number;
  skipped: number;
  duplicates: number;
  failed: number;
  createdCategories: string[];
}

export interface ImportFigures {
  /** Wall time of each POST, in ms. */
  times: number[];
  median: number;
  /** The imported count of each run. */
  imported: number[];
  bytes: number;
}

/**
 * Imports a fresh 10,000-row file three times (a new category each time), timing each request
 * from sending to the parsed report, and deletes each category again through the API.
 */
export async function measureCsvImport(base: string, adminCookie: string): Promise<ImportFigures> {
  const times: number[] = [];
  const imported: number[] = [];
  let bytes = 0;
  const stamp = Date.now().toString(36);
  for (let run = 1; run <= RUNS; run++) {
    const categoryName = `Lasttest Führerschein ${stamp}-${run}`;
    const file = buildImportCsv(categoryName);
    bytes = file.bytes.byteLength;
    const started = performance.now();
    const report = await api<ImportReport>(base, adminCookie, '/api/admin/quiz/import', {
      method: 'POST',
      body: file.bytes,
      contentType: 'text/csv',
    });
    times.push(Math.round(performance.now() - started));
    imported.push(report.imported);

    const { categories } = await api<{ categories: { id: string; name: string }[] }>(base, adminCookie, '/api/admin/quiz/categories');
    const category = categories.find((c) => c.name === categoryName);
    if (!category) throw new Error(`the import did not create the category "${categoryName}"`);
    // the umlauts went in as single cp1252 bytes and must come back as the same text
    const { items } = await api<{ items: { question: string }[] }>(
      base,
      adminCookie,
      `/api/admin/quiz/questions?categoryId=${category.id}&pageSize=1`,
    );
    await api(base, adminCookie, `/api/admin/quiz/categories/${category.id}`, { method: 'DELETE', timeoutMs: DELETE_TIMEOUT_MS }).catch(
      (error: unknown) => {
        if ((error as Error).name !== 'TimeoutError') throw error;
        // each deleted question's ON DELETE CASCADE looks up its attempts by question_id
        throw new Error(
          `Deleting the imported category "${categoryName}" took over ${DELETE_TIMEOUT_MS / 1000} s: does quiz_user_attempts have an index on question_id? Delete the category by hand.`,
        );
      },
    );
    if (report.imported !== CSV_ROWS || items[0]?.question !== file.sample) {
      throw new Error(
        `CSV import run ${run}: imported ${report.imported} of ${CSV_ROWS} (skipped ${report.skipped}, duplicates ${report.duplicates}, failed ${report.failed}); newest question "${items[0]?.question}"`,
      );
    }
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  return { times, median, imported, bytes };
}
