// @vitest-environment happy-dom
// Withdrawing the Art. 9 consent (abstinence tracker, my story) deletes data: nothing happens before the
// confirmation, cancelling keeps everything, and the dialog stays open until the caller closes it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpGermanComponentTests } from '../test/component-harness';
import { WithdrawHealthDataConsent } from './health-data-consent';

setUpGermanComponentTests();

const TEXTS = {
  title: 'Einwilligung widerrufen',
  text: 'Alles wird gelöscht.',
  button: 'Widerrufen …',
  confirmTitle: 'Wirklich widerrufen?',
  confirmText: 'Das kann nicht rückgängig gemacht werden.',
  confirm: 'Widerrufen und löschen',
};

describe('withdrawing the health-data consent', () => {
  it('asks first, does nothing on cancel, and withdraws on confirm until the caller closes', async () => {
    const user = userEvent.setup();
    let close: (() => void) | undefined;
    const onWithdraw = vi.fn((given: () => void) => (close = given));
    render(<WithdrawHealthDataConsent idPrefix="test" texts={TEXTS} isPending={false} onWithdraw={onWithdraw} />);
    expect(screen.getByRole('region', { name: 'Einwilligung widerrufen' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Widerrufen …' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Wirklich widerrufen?' })).getByRole('button', { name: 'Abbrechen' }));
    expect(onWithdraw).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Widerrufen …' }));
    await user.click(screen.getByRole('button', { name: 'Widerrufen und löschen' }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Wirklich widerrufen?' })).toBeTruthy();
    close!();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
