// @vitest-environment happy-dom
// 'Video anlegen': the spec's required-fields alert with nothing sent, a link video with the defaults the
// spec names (no MPU type, country DE), and an own file: refused before sending when it is no mp4/webm,
// else the video is created first and the file uploaded with a progress bar; a failed upload leaves the
// video saved and the modal says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedSection, ManagedVideo } from '@common/schemas/video-management';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { VideoDialog } from './video-dialog';

setUpGermanComponentTests();

const SECTION: ManagedSection = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Grundlagen',
  description: '',
  order: 1,
  translations: { tr: null, en: null },
  videos: [],
};

const CREATED: ManagedVideo = {
  id: 'aaaaaaaa-0000-4000-8000-00000000000a',
  sectionId: SECTION.id,
  title: 'Eigene Aufnahme',
  description: 'Vom Team',
  url: '',
  file: null,
  order: 1,
  language: 'de',
  country: ['DE'],
  mpuTypes: ['alcohol'],
  quizCount: 0,
  isStarterContent: false,
  translations: { tr: null, en: null },
};

/** The upload's XMLHttpRequest: records what was sent and lets the test report progress and the answer. */
class FakeUpload {
  static last: FakeUpload | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function openCreateDialog() {
  const onSaved = vi.fn();
  renderWithProviders(<VideoDialog video="new" sections={[SECTION]} onClose={() => {}} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Video anlegen' });
  return { dialog, onSaved };
}

describe("'Video anlegen'", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeUpload.last = undefined;
  });

  it("says 'Bitte füllen Sie alle Felder aus.' and sends nothing while a required field is blank", async () => {
    const { dialog, onSaved } = await openCreateDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Promille');
    await user.click(within(dialog).getByRole('button', { name: 'Video anlegen' }));
    expect(await within(dialog).findByText('Bitte füllen Sie alle Felder aus.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Beschreibung' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates a link video; without an MPU type and with the default country the server gets empty types and DE', async () => {
    fetchMock.mockImplementation(async () => json(201, { ...CREATED, url: 'https://youtu.be/abc', mpuTypes: ['alcohol'] }));
    const { dialog, onSaved } = await openCreateDialog();
    const user = userEvent.setup();
    expect(within(dialog).getByText('Ohne Auswahl wird das Video der Alkohol-MPU zugeordnet.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Länder' }) as HTMLInputElement).value).toBe('DE');
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), ' Promille verstehen ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Beschreibung' }), 'Was 1,6 bedeutet');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link zum Video' }), 'https://youtu.be/abc');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sprache' }), 'Türkisch');
    await user.click(within(dialog).getByRole('button', { name: 'Video anlegen' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('created'));
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'POST',
      path: '/api/admin/videos',
      body: {
        sectionId: SECTION.id,
        title: 'Promille verstehen',
        description: 'Was 1,6 bedeutet',
        source: 'url',
        url: 'https://youtu.be/abc',
        language: 'tr',
        country: ['DE'],
        mpuTypes: [],
        translations: {},
      },
    });
  });

  it('refuses a file that is no mp4 or webm before anything is sent', async () => {
    const { dialog } = await openCreateDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(dialog).getByRole('radio', { name: 'Eigene Datei' }));
    await user.upload(within(dialog).getByLabelText('Videodatei'), new File(['x'], 'aufnahme.mov', { type: 'video/quicktime' }));
    expect(
      await within(dialog).findByText('Diese Datei ist kein MP4- oder WebM-Video. Bitte wählen Sie eine MP4- oder WebM-Datei aus.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the video, then uploads the file with progress; a failed upload keeps the video and says so', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    fetchMock.mockImplementation(async () => json(201, CREATED));
    const { dialog, onSaved } = await openCreateDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), CREATED.title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Beschreibung' }), CREATED.description);
    await user.click(within(dialog).getByRole('radio', { name: 'Eigene Datei' }));
    await user.upload(within(dialog).getByLabelText('Videodatei'), new File(['video'], 'aufnahme.mp4', { type: 'video/mp4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Video anlegen' }));

    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const upload = FakeUpload.last!;
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe(`/api/admin/videos/${CREATED.id}/file`);
    expect(upload.headers['Content-Type']).toBe('video/mp4');
    expect((await requestOf(fetchMock.mock.calls[0]!)).body).toMatchObject({ source: 'file', url: '' });

    upload.progress(42, 100);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload von „aufnahme.mp4“' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    expect(within(dialog).getByText('42 %')).toBeTruthy();

    upload.answer(500, { error: { code: 'INTERNAL', message: 'boom' } });
    expect(await within(dialog).findByText('Fehler beim Hochladen der Datei')).toBeTruthy();
    expect(within(dialog).getByText(/Das Video ist gespeichert, aber die Datei wurde nicht hochgeladen/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload erneut versuchen' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
