import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import type { ClientAddressReport, ClientAddressRole } from '@portfolio/model';
import { AdminPanel } from '@/admin-kit/admin-page';
import { useClientAddressCheck } from '../api/use-client-address';

const ROLE_TEXT: Record<ClientAddressRole, string> = {
  visitor: 'used as your address',
  proxy: "Hosting's CDN or Google's front end (trusted)",
  unverified: 'sent by your browser or a proxy (not trusted)',
};

const SOURCE_TEXT: Record<ClientAddressReport['source'], string> = {
  'forwarded-for': 'from X-Forwarded-For, as the settings below read it',
  connection: 'the connection itself (no X-Forwarded-For arrived)',
  none: 'no address reached the function (the demo, or a run without Hosting): each such request is limited on its own',
};

/**
 * Settings → Visitor Address: after deploying, the owner checks that the address the functions use
 * to tell visitors apart (rate limits on the contact form and page views) is their own, not one
 * shared by everyone (docs/deploy.md). Shows only the start of each address.
 */
export function ClientAddressPanel() {
  const check = useClientAddressCheck();
  const report = check.report;
  return (
    <AdminPanel title="Visitor Address">
      <Stack gap="4">
        <Text>
          The contact form and page views are limited per visitor, told apart by their address. After deploying, check that the address used
          for your own visit is yours: if it is a Google or CDN address, every visitor shares one limit (docs/deploy.md says what to
          change). Only the start of each address is shown.
        </Text>
        <Box>
          <Button size="sm" onClick={() => void check.run()} disabled={check.pending}>
            {check.pending ? 'Checking...' : 'Check My Address'}
          </Button>
        </Box>
        {check.error && (
          <Text role="alert" color="fg.error">
            {check.error}
          </Text>
        )}
        {report && (
          <Stack gap="2" role="region" aria-label="Address check result">
            <Text>
              Used for your visit: <strong>{report.used ?? 'none'}</strong> ({SOURCE_TEXT[report.source]}).
            </Text>
            {report.forwardedFor.length > 0 && (
              <>
                <Text>X-Forwarded-For, as it arrived:</Text>
                <List.Root as="ol" ps="5" fontSize="sm">
                  {report.forwardedFor.map((entry, i) => (
                    <List.Item key={i}>
                      <Text as="span" fontFamily="mono">
                        {entry.address}
                      </Text>{' '}
                      — {ROLE_TEXT[entry.role]}
                    </List.Item>
                  ))}
                </List.Root>
              </>
            )}
            {report.cdnHeader && <Text fontSize="sm">Fastly-Client-IP (not used: any sender can set it): {report.cdnHeader}</Text>}
            <Text fontSize="sm" color="fg.muted">
              Settings: CLIENT_IP_HOPS = {report.hops}; HOSTING_CDN_RANGES holds {report.cdnRanges} ranges.
            </Text>
          </Stack>
        )}
      </Stack>
    </AdminPanel>
  );
}
