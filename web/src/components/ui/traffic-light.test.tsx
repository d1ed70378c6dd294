// @vitest-environment happy-dom
// The light always carries its text: the name of the light by default, a caller's label, or text for
// screen readers only.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpGermanComponentTests } from '../../test/component-harness';
import { TrafficLight } from './traffic-light';

setUpGermanComponentTests();

describe('a traffic light', () => {
  it('names its colour in German', () => {
    render(
      <>
        <TrafficLight light="green" />
        <TrafficLight light="yellow" />
        <TrafficLight light="red" />
        <TrafficLight light="grey" />
      </>,
    );
    for (const name of ['grün', 'gelb', 'rot', 'neu']) expect(screen.getByText(name)).toBeTruthy();
  });

  it('shows a caller’s label, or keeps the text for screen readers only', () => {
    const { container } = render(
      <>
        <TrafficLight light="green" label="12 grün" />
        <TrafficLight light="red" hideLabel />
      </>,
    );
    expect(screen.getByText('12 grün').className).toBe('');
    expect(screen.getByText('rot').className).toBe('sr-only');
    // the coloured dot itself is hidden from assistive technology
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
