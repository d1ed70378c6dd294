// @vitest-environment jsdom
// (jsdom: happy-dom tries to load the YouTube frame after "Video laden" and logs an error for it)
// The player dialog: the two-click privacy solution (no iframe and no provider request before
// 'Video laden', with a note on who serves the video), an uploaded file in the native player at once,
// and the done mark (fetch stubbed at the network boundary).
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryVideo } from '@common/schemas/videos';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { VideoPlayerModal } from './video-player-modal';

setUpGermanComponentTests();

const video: LibraryVideo = {
  id: '7b0f7c1e-3f0a-4c55-9a51-2d3c1d1f0a01',
  title: 'Alkoholabbau verstehen',
  description: 'Wie der Körper Alkohol abbaut.',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  file: null,
  order: 1,
  language: 'de',
  country: [],
  mpuTypes: ['alcohol'],
  completed: false,
  quizCount: 0,
  isPlayable: true,
};

describe('the player dialog', () => {
  it('embeds the video only after "Video laden" and says who serves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoPlayerModal video={video} onClose={vi.fn()} />);

    expect(screen.getByRole('dialog', { name: 'Alkoholabbau verstehen' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText('Das Video wird von YouTube bereitgestellt. Beim Laden werden Daten an diesen Anbieter übertragen.'),
    ).toBeTruthy();
    expect(screen.getByText('Wie der Körper Alkohol abbaut.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Video laden' }));
    const frame = screen.getByTitle('Alkoholabbau verstehen') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('allow')).toBe('fullscreen; picture-in-picture');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(screen.queryByRole('button', { name: 'Video laden' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a link to another site says it cannot be embedded instead of leaving an empty frame, and offers no done mark', () => {
    renderWithProviders(
      <VideoPlayerModal video={{ ...video, url: 'https://example.org/videos/mpu-ablauf', isPlayable: false }} onClose={vi.fn()} />,
    );
    expect(screen.getByText(/^Dieses Video liegt bei example.org und kann hier nicht eingebettet werden./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Video laden' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    // it does not count toward readiness, so it cannot be marked done (the server refuses it as well)
    expect(screen.queryByRole('button', { name: 'Als erledigt markieren' })).toBeNull();
  });

  it('plays an uploaded file at once in the native player, from the platform, without a consent click', () => {
    renderWithProviders(<VideoPlayerModal video={{ ...video, url: '', file: { type: 'video/webm', size: 49_443 } }} onClose={vi.fn()} />);

    const player = screen.getByLabelText('Alkoholabbau verstehen', { selector: 'video' }) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe(`/api/videos/${video.id}/file`);
    expect(player.controls).toBe(true);
    expect(player.getAttribute('preload')).toBe('metadata');
    expect(player.textContent).toBe('Ihr Browser kann dieses Video nicht abspielen. Bitte verwenden Sie einen aktuellen Browser.');
    expect(screen.getByText('Das Video wird von der Plattform bereitgestellt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Video laden' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so when the file cannot be played', () => {
    renderWithProviders(<VideoPlayerModal video={{ ...video, url: '', file: { type: 'video/mp4', size: 10 } }} onClose={vi.fn()} />);
    fireEvent.error(screen.getByLabelText('Alkoholabbau verstehen', { selector: 'video' }));
    expect(screen.getByText('Dieses Video kann nicht abgespielt werden. Bitte wenden Sie sich an den Support.')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('marks the video as done on the server', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { completed: true }));
    renderWithProviders(<VideoPlayerModal video={video} onClose={vi.fn()} />);

    const toggle = screen.getByRole('button', { name: 'Als erledigt markieren' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);

    const done = await screen.findByRole('button', { name: 'Als erledigt markiert' });
    expect(done.getAttribute('aria-pressed')).toBe('true');
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'PUT',
      path: `/api/videos/${video.id}/progress`,
      body: { completed: true },
    });
  });
});
