import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientAddressReport } from '@portfolio/model';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

const check = async () => userEvent.click(await screen.findByRole('button', { name: 'Check My Address' }));

describe('settings: visitor address check', () => {
  it('shows the address used for the owner’s visit, each X-Forwarded-For entry with its role, and the settings', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const report: ClientAddressReport = {
      forwardedFor: [
        { address: '10.1.x.x', role: 'unverified' },
        { address: '203.0.x.x', role: 'visitor' },
        { address: '151.101.x.x', role: 'proxy' },
      ],
      used: '203.0.x.x',
      source: 'forwarded-for',
      cdnHeader: '203.0.x.x',
      hops: 1,
      cdnRanges: 21,
    };
    port.call = () => Promise.resolve(report);
    renderApp({ route: '/admin/settings', port });
    await check();
    const result = await screen.findByRole('region', { name: 'Address check result' });
    expect(result).toHaveTextContent('Used for your visit: 203.0.x.x (from X-Forwarded-For, as the settings below read it).');
    const entries = within(result)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      '10.1.x.x — sent by your browser or a proxy (not trusted)',
      '203.0.x.x — used as your address',
      "151.101.x.x — Hosting's CDN or Google's front end (trusted)",
    ]);
    expect(result).toHaveTextContent('Fastly-Client-IP (not used: any sender can set it): 203.0.x.x');
    expect(result).toHaveTextContent('Settings: CLIENT_IP_HOPS = 1; HOSTING_CDN_RANGES holds 21 ranges.');
  });

  it('says on the demo that no address reaches a function', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    await check();
    expect(await screen.findByRole('region', { name: 'Address check result' })).toHaveTextContent(
      'Used for your visit: none (no address reached the function (the demo, or a run without Hosting): each such request is limited on its own).',
    );
  });

  it('says so when the check fails, and can be tried again', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    port.failures.failNext({ op: 'call', target: 'checkClientAddress' });
    renderApp({ route: '/admin/settings', port });
    await check();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check the address. Please try again.');
    await check();
    expect(await screen.findByRole('region', { name: 'Address check result' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to check the address. Please try again.')).toBeNull();
  });

  it('is refused by the twin to anyone but the owner, as by the function', async () => {
    const port = createMemoryPort({ initial: sampleState });
    await expect(port.call('checkClientAddress', {})).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
