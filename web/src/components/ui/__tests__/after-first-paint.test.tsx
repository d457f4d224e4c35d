import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from '../after-first-paint';

describe('a section rendered after the first paint', () => {
  it('keeps its space, marked busy, until it is drawn, then is no longer busy', async () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <AfterFirstPaint>
          <p>Get In Touch</p>
        </AfterFirstPaint>
      </ChakraProvider>,
    );
    expect(screen.queryByText('Get In Touch')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByText('Get In Touch');
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });
});
