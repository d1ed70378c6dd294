// Issue 34: one set of limits for the question editor, the API and the CSV import; category names that a
// spreadsheet would run as a formula; and an import as large as the limit allows, which must not stall the server.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as nextProbeAt } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionCsvImportResult } from '@common/schemas/exam-admin';
import { quizCategories, quizQuestions } from '../../db/schema';
import { signInAdmin } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

/** The documented limit (docs/guide.md, Exam questions); written out so the test does not follow a changed constant. */
const ROW_LIMIT = 10_000;
const HEADER = 'category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types';

const questionCount = async () => (await platform.db.select({ n: sql<number>`count(*)::int` }).from(quizQuestions))[0]!.n;
const categoryCount = async () => (await platform.db.select({ n: sql<number>`count(*)::int` }).from(quizCategories))[0]!.n;
const upload = (csv: string | Uint8Array) => admin.client.upload<QuestionCsvImportResult>('/api/admin/quiz/import', csv, 'text/csv');
const csvFile = (rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;

async function createCategory(name: string) {
  const response = await admin.client.json<{ id: string }>('POST', '/api/admin/quiz/categories', {
    name,
    description: 'Test',
    mpuTypes: [],
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** What German Excel writes: Windows-1252 bytes (the slower decoding path of the import). */
function windows1252(text: string): Uint8Array {
  return new Uint8Array([...text].map((char) => ({ '–': 0x96, '„': 0x84, '“': 0x93 })[char] ?? char.charCodeAt(0)));
}

function largeFile(rows: number, category: string): Uint8Array {
  const lines = Array.from(
    { length: rows },
    (_, n) =>
      `${category};Führerschein-Frage Nr. ${n}: Welche Maßnahme ordnet die Führerscheinstelle nach einer Trunkenheitsfahrt an?;` +
      `Eine Verwarnung;Ein Fahrverbot über 1 Monat;Eine medizinisch-psychologische Untersuchung;Eine Geldbuße von 50 €;c;` +
      `Erklärung zu Nr. ${n}: Maßgeblich sind § 13 und § 14 FeV – die Behörde prüft „Einzelfälle“ gründlich.;Mittel;Alkohol-MPU`,
  );
  return windows1252(csvFile(lines).replaceAll('€', 'EUR'));
}

describe('one rule for the editor, the API and the import', () => {
  it('the API refuses a question, an option or an explanation over its limit with 400 and the field, writing nothing', async () => {
    const categoryId = await createCategory('Grenzen API');
    const valid = { categoryId, question: 'Frage?', options: ['Ja', 'Nein'], correctAnswers: ['Ja'], explanation: '' };
    const before = await questionCount();
    for (const [change, field] of [
      [{ question: 'x'.repeat(2001) }, 'question'],
      [{ options: ['Ja', 'n'.repeat(2001)] }, 'options.1'],
      [{ explanation: 'e'.repeat(5001) }, 'explanation'],
    ] as const) {
      const response = await admin.client.json('POST', '/api/admin/quiz/questions', { ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { [field]: 'TOO_LONG' } } });
    }
    expect(await questionCount()).toBe(before);
  });

  it('the import refuses a row whose question, option, explanation or category is over the limit, naming row and column', async () => {
    const before = await questionCount();
    const categoriesBefore = await categoryCount();
    const result = await upload(
      csvFile([
        `Grenzen Import;Gültige Frage?;Ja;Nein;;;a;;;`,
        `Grenzen Import;${'x'.repeat(4 * 1024 * 1024)};Ja;Nein;;;a;;;`,
        `Grenzen Import;Option zu lang?;Ja;Nein;;${'o'.repeat(2001)};a;;;`,
        `Grenzen Import;Erklärung zu lang?;Ja;Nein;;;a;${'e'.repeat(5001)};;`,
        `${'K'.repeat(201)};Kategorie zu lang?;Ja;Nein;;;a;;;`,
        `Grenzen Import;Genau an der Grenze: ${'g'.repeat(2000 - 21)};${'a'.repeat(2000)};Nein;;;a;${'e'.repeat(5000)};;`,
      ]),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      imported: 2,
      failed: 4,
      createdCategories: ['Grenzen Import'],
      problems: [
        { line: 3, outcome: 'failed', code: 'TOO_LONG', field: 'question', max: 2000 },
        { line: 4, outcome: 'failed', code: 'TOO_LONG', field: 'option_d', max: 2000 },
        { line: 5, outcome: 'failed', code: 'TOO_LONG', field: 'explanation', max: 5000 },
        { line: 6, outcome: 'failed', code: 'TOO_LONG', field: 'category_name', max: 200 },
      ],
    });
    expect(await questionCount()).toBe(before + 2);
    expect(await categoryCount()).toBe(categoriesBefore + 1);
    const [longest] = await platform.db.select({ n: sql<number>`max(length(${quizQuestions.question}))::int` }).from(quizQuestions);
    expect(longest!.n).toBeLessThanOrEqual(2000);
  });
});

describe('formula cells', () => {
  it("the API refuses a category name that starts like a spreadsheet formula ('=', '+', '-', '@'), on create and rename", async () => {
    const id = await createCategory('Formel-Test');
    const before = await categoryCount();
    for (const name of ['=cmd|/C calc!A0', '+1', '-2+3', '@SUM(A1)', '\t=1', ' =1']) {
      const created = await admin.client.json('POST', '/api/admin/quiz/categories', { name, description: 'x', mpuTypes: [] });
      expect(created.status, name).toBe(400);
      expect(created.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { name: 'FORMULA' } } });
      const renamed = await admin.client.json('PUT', `/api/admin/quiz/categories/${id}`, { name, description: 'x', mpuTypes: [] });
      expect(renamed.status).toBe(400);
    }
    expect(await categoryCount()).toBe(before);
    // inside the name the characters are harmless
    expect((await admin.client.json('POST', '/api/admin/quiz/categories', { name: 'A=B', description: 'x', mpuTypes: [] })).status).toBe(
      201,
    );
  });

  it('the import refuses a row whose category starts like a formula, naming the row, and creates no category', async () => {
    const categoriesBefore = await categoryCount();
    const result = await upload(csvFile(['=cmd;Frage mit Formel-Kategorie?;Ja;Nein;;;a;;;', '"@SUMME(A1)";Zweite?;Ja;Nein;;;a;;;']));
    expect(result.body).toMatchObject({
      imported: 0,
      failed: 2,
      createdCategories: [],
      problems: [
        { line: 2, outcome: 'failed', code: 'FORMULA', field: 'category_name' },
        { line: 3, outcome: 'failed', code: 'FORMULA', field: 'category_name' },
      ],
    });
    expect(await categoryCount()).toBe(categoriesBefore);
  });
});

describe('a large import does not stall the server', () => {
  interface Probe {
    due: number;
    answered: number;
  }

  /**
   * Health requests every 10 ms while `work` runs (a fast machine checks the whole file in about 100 ms), each timed from the moment it was due: a blocked event
   * loop delays the timer as it would delay a request from outside, so the wait counts.
   */
  async function probeHealthDuring(work: Promise<unknown>): Promise<Probe[]> {
    let finished = false;
    void work.finally(() => (finished = true)).catch(() => {});
    const probes: Probe[] = [];
    const answers: Promise<void>[] = [];
    const start = performance.now();
    for (let k = 1; !finished; k++) {
      const due = start + k * 10;
      // the sampling schedule, not a wait for a condition: the work's end is what ends the loop
      await nextProbeAt(Math.max(0, due - performance.now()));
      // sent even when the work ended meanwhile: a timer that fired that late was held up by the work
      answers.push(
        Promise.resolve(platform.app.request('/api/health')).then((response) => {
          expect(response.status).toBe(200);
          probes.push({ due, answered: performance.now() });
        }),
      );
    }
    await work;
    await Promise.all(answers);
    return probes;
  }

  /** The import's transactions, timed: on PGlite the one connection is theirs while they run. */
  function timeTransactions() {
    const spans: { start: number; end: number }[] = [];
    const original = platform.db.transaction.bind(platform.db);
    const spy = vi.spyOn(platform.db, 'transaction').mockImplementation((async (...args: Parameters<typeof original>) => {
      const span = { start: performance.now(), end: Infinity };
      spans.push(span);
      try {
        return await original(...args);
      } finally {
        span.end = performance.now();
      }
    }) as typeof original);
    return { spans, restore: () => spy.mockRestore() };
  }

  const latency = (probe: Probe) => probe.answered - probe.due;
  const maxOf = (values: number[]) => Math.round(Math.max(0, ...values));
  const minOf = (values: number[]) => Math.round(Math.min(...values));

  /** The event loop's longest block while `work` runs, in ms: what a stall of this server's own making shows as. */
  async function longestBlockDuring<T>(work: () => Promise<T>): Promise<{ result: T; longestBlock: number }> {
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    try {
      const result = await work();
      return { result, longestBlock: Math.round(loopDelay.max / 1e6) };
    } finally {
      loopDelay.disable();
    }
  }

  it('refuses a file with one row over the limit with 400 TOO_MANY_ROWS, quickly and writing nothing', async () => {
    const before = await questionCount();
    const file = csvFile(Array.from({ length: ROW_LIMIT + 5_000 }, (_, n) => `Zu große Datei;Frage ${n}?;Ja;Nein;;;a;;;`));
    const started = performance.now();
    const result = await upload(file);
    const took = performance.now() - started;
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { code: 'TOO_MANY_ROWS', fields: { file: String(ROW_LIMIT) } } });
    expect(await questionCount()).toBe(before);
    console.info(`refusal of ${ROW_LIMIT + 5_000} rows on ${platform.kind}: ${Math.round(took)} ms`);
    expect(took).toBeLessThan(1_500);
  });

  it('refuses a file of blank lines (with or without the header) quickly with 400 EMPTY_FILE', async () => {
    const before = await questionCount();
    // what Excel saves for formatted but empty rows, almost 5 MB of them
    const blankRows = ';;;;;;;;;\r\n'.repeat(450_000);
    for (const file of [blankRows, `${HEADER}\r\n${blankRows}`, `${HEADER}\r\n${'\r\n'.repeat(2_400_000)}`]) {
      const started = performance.now();
      const result = await upload(file);
      const took = performance.now() - started;
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ error: { code: 'EMPTY_FILE', fields: { file: 'EMPTY_FILE' } } });
      // it took 0.9–1.9 s before the parser skipped blank lines without making a record of each
      expect(took).toBeLessThan(1_000);
    }
    expect(await questionCount()).toBe(before);
  });

  it('skips blank lines between questions cheaply and keeps the spreadsheet row numbers', async () => {
    const blankRows = ';;;;;;;;;\r\n'.repeat(400_000);
    const started = performance.now();
    const result = await upload(`${HEADER}\r\nLeer;Erste?;Ja;Nein;;;a;;;\r\n${blankRows}Leer;Zweite?;Ja;Nein;;;z;;;\r\n`);
    const took = performance.now() - started;
    expect(result.body).toMatchObject({
      imported: 1,
      failed: 1,
      problems: [{ line: 400_003, outcome: 'failed', code: 'INVALID_CORRECT_ANSWER', value: 'z' }],
    });
    expect(took).toBeLessThan(500);
  });

  // The suite runs two test files at once on two cores: a health request here also waits for the CPU and the
  // database the other file keeps busy, so its latency measures the neighbour as much as this work (medians of
  // 102 and 114 ms in CI, and single answers up to about 550 ms with both database kinds tested at once). What this
  // work itself must not do shows in the event loop's longest block and in requests held for a whole stall
  // (before the fix: 593 ms while the file was read, 538 ms on PostgreSQL and 2,864 ms on PGlite while it was
  // written, one statement for all rows): those are asserted.
  const HELD = 1000;

  it(`reading and checking a file of ${ROW_LIMIT} rows never blocks the server: /api/health is answered meanwhile`, async () => {
    // every row fails its check (answer 'z'): the whole import is reading and checking, nothing to write; 4.6 MB
    const EXPLANATION = 'Nach § 13 FeV ordnet die Fahrerlaubnisbehörde eine MPU an – „Einzelfälle“ prüft sie gründlich. '.repeat(4);
    const file = windows1252(
      csvFile(
        Array.from(
          { length: ROW_LIMIT },
          (_, n) => `Nur geprüft;Frage Nr. ${n} – „lang“ genug für eine echte Zeile?;Ja;Nein;Vielleicht;;z;${EXPLANATION};;`,
        ),
      ),
    );
    const started = performance.now();
    const importing = upload(file);
    const { result: probes, longestBlock } = await longestBlockDuring(() => probeHealthDuring(importing));
    const took = performance.now() - started;
    expect((await importing).body).toMatchObject({ imported: 0, failed: ROW_LIMIT });
    console.info(
      `${platform.kind}: ${ROW_LIMIT} rows (${(file.length / 1024 / 1024).toFixed(1)} MB) checked in ${Math.round(took)} ms; ${probes.length} health requests, ` +
        `max ${maxOf(probes.map(latency))} ms; the event loop was blocked at most ${longestBlock} ms`,
    );
    expect(probes.length).toBeGreaterThan(3);
    // a step of the reading takes at most about 15 ms, answering with 10,000 problems up to about 70 ms
    expect(longestBlock, 'longest block of the event loop').toBeLessThan(200);
    expect(maxOf(probes.map(latency)), `slowest of ${probes.length} health requests`).toBeLessThan(HELD);
  }, 120_000);

  it(`/api/health is answered while the row limit's worth of rows (${ROW_LIMIT}) is imported`, async () => {
    const file = largeFile(ROW_LIMIT, 'Große Datei');
    const transactions = timeTransactions();
    const started = performance.now();
    const importing = upload(file);
    const { result: probes, longestBlock } = await longestBlockDuring(() => probeHealthDuring(importing).finally(transactions.restore));
    const took = performance.now() - started;
    expect((await importing).body).toMatchObject({ imported: ROW_LIMIT, failed: 0 });

    // the import's one transaction: the longest (a session lookup may have its own meanwhile)
    const write = transactions.spans.reduce((longest, span) => (span.end - span.start > longest.end - longest.start ? span : longest));
    const inWrite = (probe: Probe) => probe.answered > write.start && probe.due < write.end;
    const outside = probes.filter((probe) => !inWrite(probe)).map(latency);
    const during = probes.filter(inWrite);
    // PGlite is one connection: a request waits for the import's one transaction and is answered after it
    const afterWrite = during.map((probe) => probe.answered - Math.max(probe.due, write.end));
    console.info(
      `${platform.kind}: import of ${ROW_LIMIT} rows (${(file.length / 1024 / 1024).toFixed(1)} MB) ${Math.round(took)} ms, ` +
        `its transaction ${Math.round(write.end - write.start)} ms; event loop blocked at most ${longestBlock} ms; ${probes.length} health requests ` +
        `(${outside.length} outside the transaction, max ${maxOf(outside)} ms; ${during.length} during it, max ${maxOf(during.map(latency))} ms, ` +
        `answered ${during.length ? minOf(afterWrite) : '-'} to ${maxOf(afterWrite)} ms after its end)`,
    );
    expect(probes.length).toBeGreaterThan(3);
    expect(maxOf(outside), `slowest of ${outside.length} health requests outside the transaction`).toBeLessThan(HELD);
    if (platform.kind === 'postgres') {
      // the import holds one connection of the pool; health takes another and is not held for the transaction
      expect(longestBlock, 'longest block of the event loop').toBeLessThan(250);
      expect(maxOf(during.map(latency)), `slowest of ${during.length} health requests during the transaction`).toBeLessThan(HELD);
    } else {
      // PGlite runs each statement on this thread: the rows go in chunks of 250, so the loop is held for one chunk
      // (about 80 ms; the longest, 280 ms alone and up to 575 ms beside another file), never for the transaction
      // (3.1-3.8 s): less than half of it, so a slower machine moves both figures alike
      expect(longestBlock, 'longest block of the event loop').toBeLessThan((write.end - write.start) / 2);
      // its one connection: a request waits for the import's transaction, the first is answered as it ends, and
      // the queue of one every 10 ms drains right after
      expect(during.length).toBeGreaterThan(0);
      expect(minOf(afterWrite), 'first health request after the transaction').toBeLessThan(100);
      expect(maxOf(afterWrite), `last of ${during.length} waiting health requests`).toBeLessThan(HELD);
    }
  }, 120_000);
});
