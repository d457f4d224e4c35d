import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@/app/theme';
import { axisTop, labelStep, ViewsChart } from '../views-chart';

describe('the views chart', () => {
  it('puts the axis top at 2, 5 or 10 times a power of ten above the busiest day', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 48, 120, 999].map(axisTop)).toEqual([2, 2, 2, 5, 10, 10, 20, 50, 200, 1000]);
  });

  it('marks zero, the middle and the top on its y-axis, and draws no bar for a day without views', () => {
    const days = [
      { day: '2026-11-20', views: 0 },
      { day: '2026-11-21', views: 12 },
      { day: '2026-11-22', views: 0 },
      { day: '2026-11-23', views: 4 },
    ];
    const { container } = render(
      <ChakraProvider value={getSystem()}>
        <ViewsChart days={days} />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('views-axis')).toHaveTextContent(['20', '10', '0'].join(''));
    expect(container.querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Page views per day, Nov 20 to Nov 23' })).toHaveTextContent('Nov 20');
    expect(screen.getByText('Most in one day: 12')).toBeInTheDocument();
  });

  it('labels about ten days of a long period, today among them, and five on a phone', () => {
    expect([7, 30, 90].map((n) => labelStep(n, 10))).toEqual([1, 3, 9]);
    expect([7, 30, 90].map((n) => labelStep(n, 5))).toEqual([2, 6, 18]);
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, views: i }));
    render(
      <ChakraProvider value={getSystem()}>
        <ViewsChart days={days} />
      </ChakraProvider>,
    );
    const labels = screen.getAllByText(/^Nov \d+$/, { selector: 'span' }).map((label) => label.textContent);
    expect(labels).toHaveLength(10);
    expect(labels.at(-1)).toBe('Nov 30');
    expect(labels[0]).toBe('Nov 3');
  });
});
