/**
 * The admin's one feedback rule: the result of what the owner just did shows in a banner in place
 * (the screen's banner, an upload's line under its field) and never also as a toast, however far
 * the owner scrolled; a toast is for what happens in the background.
 */
import { Button } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPage } from '../admin-page';
import { ToastProvider, useNotify } from '../toaster';
import { useScreenStatus } from '../use-screen-status';
import { renderApp } from '@/testing/render';

function Screen() {
  const [status, report] = useScreenStatus(null);
  const notify = useNotify();
  return (
    <AdminPage title="Somewhere" status={status}>
      <Button onClick={() => report({ kind: 'success', message: 'Saved by you.' })}>Save</Button>
      <Button onClick={() => notify({ kind: 'success', message: 'Sizes made meanwhile.' })}>Later</Button>
    </AdminPage>
  );
}

describe('the feedback rule', () => {
  beforeEach(() => {
    // The banner scrolled out of view: before, this is when an outcome showed twice.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -500, 100, 40));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows what the owner just did in the banner only, and a background event as a toast only', async () => {
    renderApp({
      element: (
        <ToastProvider>
          <Screen />
        </ToastProvider>
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('status-banner')).toHaveTextContent('Saved by you.');
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Sizes made meanwhile.')).toBeInTheDocument();
    expect(screen.getByTestId('status-banner')).toHaveTextContent('Saved by you.');
  });
});
