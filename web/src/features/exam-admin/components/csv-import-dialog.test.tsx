// @vitest-environment happy-dom
// The CSV import as an admin uses it: Importieren waits for a file, wrong or too large files are refused before
// anything is sent, the upload shows progress, and the report lists each problem row with its line, red for
// errors and green otherwise. XMLHttpRequest is replaced by a stand-in the test answers.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_CSV_MAX_BYTES } from '@common/schemas/exam-admin';
import { renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { CsvImportDialog } from './csv-import-dialog';

setUpGermanComponentTests();

class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    if (loaded >= total) this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const csvFile = (name = 'fragen.csv', type = 'text/csv') => new File(['category_name,question\n'], name, { type });

async function renderDialog() {
  renderWithProviders(<CsvImportDialog open onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'CSV Import' });
  // the browser's picker would grey out other files; a drop or "all files" does not
  const user = userEvent.setup({ applyAccept: false });
  const input = within(dialog).getByLabelText('CSV-Datei') as HTMLInputElement;
  const submit = within(dialog).getByRole('button', { name: 'Importieren' }) as HTMLButtonElement;
  return { dialog, user, input, submit };
}

describe('CSV import dialog', () => {
  it('keeps Importieren disabled until a file is chosen', async () => {
    const { dialog, user, input, submit } = await renderDialog();
    expect(input.accept).toBe('.csv,text/csv');
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByText('Bitte wählen Sie eine CSV-Datei aus.')).toBeTruthy();
    await user.upload(input, csvFile());
    expect(submit.disabled).toBe(false);
    expect(within(dialog).getByText(/Gewählte Datei: fragen\.csv/)).toBeTruthy();
  });

  it('refuses a file that is not .csv, without sending it', async () => {
    const { dialog, user, input, submit } = await renderDialog();
    await user.upload(input, csvFile('fragen.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    expect(within(dialog).getByText('Bitte wählen Sie eine CSV-Datei (.csv) aus.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    await user.click(submit);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over 5 MB, without sending it', async () => {
    const { dialog, user, input, submit } = await renderDialog();
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: QUESTION_CSV_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(within(dialog).getByText('Die Datei ist größer als 5 MB.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends the file itself, shows progress, then the report with line numbers, red for errors and green otherwise', async () => {
    const { dialog, user, input, submit } = await renderDialog();
    const file = csvFile();
    await user.upload(input, file);
    await user.click(submit);

    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url, xhr.headers['content-type'], xhr.body]).toEqual(['POST', '/api/admin/quiz/import', 'text/csv', file]);

    act(() => xhr.progress(50, 100));
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    act(() => xhr.progress(100, 100));
    expect(within(dialog).getByText('Fragen werden importiert …')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);

    act(() =>
      xhr.answer(200, {
        imported: 12,
        skipped: 1,
        duplicates: 2,
        failed: 1,
        createdCategories: ['Drogen'],
        problems: [
          { line: 3, outcome: 'skipped', code: 'TOO_FEW_COLUMNS' },
          { line: 5, outcome: 'duplicate', code: 'DUPLICATE_QUESTION' },
          { line: 6, outcome: 'failed', code: 'INVALID_CORRECT_ANSWER', value: 'Vielleicht' },
        ],
      }),
    );

    const summary = await within(dialog).findByText('Import abgeschlossen: 12 importiert, 1 übersprungen, 2 Duplikate, 1 fehlerhaft.');
    expect(summary.closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    const lines = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-tone'));
    expect(lines.map((line) => [line.textContent, line.getAttribute('data-tone')])).toEqual([
      ['Zeile 3: übersprungen – weniger Spalten als die Kopfzeile', 'success'],
      ['Zeile 5: Duplikat – die Frage ist in dieser Kategorie schon vorhanden', 'success'],
      ['Zeile 6: Fehler – „Vielleicht“ ist keine der Antwortoptionen', 'error'],
    ]);
    // the spec's rule holds on the German texts: red exactly where 'Fehler' is said
    for (const line of lines) expect(line.textContent!.includes('Fehler')).toBe(line.getAttribute('data-tone') === 'error');
    expect(lines[2]!.className).toContain('text-red-800');
    expect(lines[0]!.className).toContain('text-green-800');
  });

  it("warns that the CSV template's two sample questions were not imported, and names them by line", async () => {
    const { dialog, user, input, submit } = await renderDialog();
    await user.upload(input, csvFile('pruefungsfragen-vorlage.csv'));
    await user.click(submit);
    act(() =>
      FakeXhr.sent[0]!.answer(200, {
        imported: 0,
        skipped: 2,
        duplicates: 0,
        failed: 0,
        createdCategories: [],
        problems: [
          { line: 2, outcome: 'skipped', code: 'SAMPLE_QUESTION', value: 'Erste Beispielfrage?' },
          { line: 3, outcome: 'skipped', code: 'SAMPLE_QUESTION', value: 'Zweite Beispielfrage?' },
        ],
      }),
    );

    await within(dialog).findByText('Import abgeschlossen: 0 importiert, 2 übersprungen, 0 Duplikate, 0 fehlerhaft.');
    expect(
      within(dialog).getByText(
        'Die Datei enthält 2 Beispielfragen aus der CSV-Vorlage. Sie wurden nicht importiert, damit Lernende sie nicht sehen. ' +
          'Ersetzen Sie die Beispielzeilen durch Ihre eigenen Fragen.',
      ),
    ).toBeTruthy();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-tone'));
    expect(lines.map((line) => line.textContent)).toEqual([
      'Zeile 2: übersprungen – Beispielfrage aus der CSV-Vorlage: „Erste Beispielfrage?“',
      'Zeile 3: übersprungen – Beispielfrage aus der CSV-Vorlage: „Zweite Beispielfrage?“',
    ]);
  });

  it('names missing columns after the file error', async () => {
    const { dialog, user, input, submit } = await renderDialog();
    await user.upload(input, csvFile());
    await user.click(submit);
    act(() => FakeXhr.sent[0]!.answer(400, { error: { code: 'MISSING_COLUMNS', message: 'x', fields: { file: 'question,option_a' } } }));
    const message = await within(dialog).findByText('Fehler beim Importieren der CSV-Datei. Es fehlen Spalten: question, option_a.');
    expect(message.closest('[data-tone]')?.getAttribute('data-tone')).toBe('error');
  });
});
