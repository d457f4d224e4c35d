import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@/app/theme';
import { axisTop, ViewsChart } from '../views-chart';

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
    expect(screen.getByRole('table', { name: /last 4 days/ })).toHaveTextContent('Nov 20');
    expect(screen.getByText('Most in one day: 12')).toBeInTheDocument();
  });
});
