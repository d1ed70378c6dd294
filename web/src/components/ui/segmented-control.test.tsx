// @vitest-environment happy-dom
// The segmented control is a radio group: its legend names it, the value is the checked radio, and a
// click on a segment reports that segment's value (numbers stay numbers).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpGermanComponentTests } from '../../test/component-harness';
import { SegmentedControl } from './segmented-control';

setUpGermanComponentTests();

function Periods({ onChange }: { onChange: (days: number) => void }) {
  const [days, setDays] = useState(30);
  return (
    <SegmentedControl
      legend="Zeitraum"
      name="period"
      options={[7, 30, 365].map((value) => ({ value, label: `${value} Tage` }))}
      value={days}
      onChange={(next) => {
        setDays(next);
        onChange(next);
      }}
    />
  );
}

describe('a segmented control', () => {
  it('is a named group of radios with the value checked, and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Periods onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Zeitraum' })).toBeTruthy();
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect([radio('7 Tage').checked, radio('30 Tage').checked, radio('365 Tage').checked]).toEqual([false, true, false]);

    await userEvent.setup().click(screen.getByText('365 Tage'));
    expect(onChange).toHaveBeenCalledWith(365);
    expect([radio('7 Tage').checked, radio('30 Tage').checked, radio('365 Tage').checked]).toEqual([false, false, true]);
  });
});
