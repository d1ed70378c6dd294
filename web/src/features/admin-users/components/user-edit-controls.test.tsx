// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@common/domain/page-keys';
import { renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { RoleSelect } from './user-edit-controls';

setUpGermanComponentTests();

describe('the role select', () => {
  it('offers the counsellor role by its German name and passes it on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(role: Role) => void>();
    renderWithProviders(<RoleSelect label="Rolle" value="user" onChange={onChange} />);
    const select = screen.getByLabelText('Rolle');
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Benutzer',
      'Berater/in',
      'Administrator',
    ]);
    await user.selectOptions(select, 'Berater/in');
    expect(onChange).toHaveBeenLastCalledWith('counsellor');
    await user.selectOptions(select, 'Administrator');
    expect(onChange).toHaveBeenLastCalledWith('admin');
  });
});
