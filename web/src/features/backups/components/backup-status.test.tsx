// @vitest-environment happy-dom
// The backup line of the admin console: the last backup's time and size, and in words (and red) when
// it is older than two days or missing.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupStatus as Status } from '@common/schemas/backup';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { BackupStatus } from './backup-status';

setUpGermanComponentTests();

function serve(status: Status) {
  fetchMock.mockImplementation(async () => json(200, status));
}

describe('BackupStatus', () => {
  it('shows the last backup with its time and size and the daily hour', async () => {
    // noon UTC: 26 November in every time zone a browser in Germany or Turkey has; 7,549,747 bytes = 7.2 MiB
    serve({ dailyAtHour: 3, last: { at: '2026-11-26T12:00:12.000Z', sizeBytes: 7_549_747 }, isStale: false });
    renderWithProviders(<BackupStatus />);
    const section = await screen.findByRole('region', { name: 'Datensicherung' });
    expect(section.textContent).toMatch(
      /^DatensicherungLetzte Sicherung: 26\.11\.2026, \d\d:00, 7,2 MBAutomatische Sicherung täglich ab 3 Uhr \(deutsche Zeit\)\.$/,
    );
    expect(section.className).not.toContain('red');
  });

  it('says in words and in red when the last backup is older than two days', async () => {
    serve({ dailyAtHour: 3, last: { at: '2026-11-22T02:00:12.000Z', sizeBytes: 7_549_747 }, isStale: true });
    renderWithProviders(<BackupStatus />);
    const section = await screen.findByRole('region', { name: 'Datensicherung' });
    expect(section.textContent).toContain('Die letzte Sicherung ist älter als zwei Tage.');
    expect(section.className).toContain('bg-red-50');
  });

  it('says when there is none, and when automatic backups are off', async () => {
    serve({ dailyAtHour: null, last: null, isStale: false });
    renderWithProviders(<BackupStatus />);
    const section = await screen.findByRole('region', { name: 'Datensicherung' });
    expect(section.textContent).toBe(
      'DatensicherungIm Sicherungsordner liegt noch keine Sicherung.Automatische Sicherungen sind ausgeschaltet (BACKUP_SCHEDULE).',
    );
  });
});
