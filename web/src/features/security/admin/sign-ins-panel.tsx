import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { SignInRecord } from '@portfolio/model';
import { AdminPanel } from '@/admin-kit/admin-page';
import { PHONE_CELL, PHONE_ROW } from '@/admin-kit/phone-table';
import { PageSpinner } from '@/components/ui/page-spinner';
import { mediumDateTime } from '@/lib/dates';
import { useRecentSignIns } from '../api/use-account-security';

const NOTICE: Record<SignInRecord['notice'], string | null> = {
  sent: 'You were mailed',
  pending: 'Mail on its way',
  failed: 'Mail not sent yet: retrying',
  'not-needed': null,
};

/** The owner's last sign-ins: when, which browser, whether a code was given and whether the owner was mailed. */
export function SignInsPanel() {
  const { data, loading, error } = useRecentSignIns();
  return (
    <AdminPanel title="Recent sign-ins">
      <Text color="fg.muted">
        Each sign-in to this account, newest first. A sign-in from a browser the account had not used before is mailed to you. No address of
        any browser is recorded.
      </Text>
      {loading && <PageSpinner label="Loading sign-ins" />}
      {error && <Text color="fg.error">The sign-ins could not be loaded.</Text>}
      {!loading && !error && data.length === 0 && <Text>No sign-ins recorded yet.</Text>}
      {data.length > 0 && (
        <Table.Root size="sm" data-testid="sign-ins">
          <Table.Header hideBelow="md">
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Browser</Table.ColumnHeader>
              <Table.ColumnHeader>Details</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((signIn) => (
              <Table.Row key={signIn.id} {...PHONE_ROW}>
                <Table.Cell {...PHONE_CELL} fontWeight={{ base: 'medium', md: 'normal' }}>
                  {mediumDateTime(signIn.at)}
                </Table.Cell>
                <Table.Cell {...PHONE_CELL}>
                  {signIn.browser} on {signIn.platform}
                </Table.Cell>
                <Table.Cell {...PHONE_CELL}>
                  <Stack gap="1">
                    <HStack gap="2" wrap="wrap">
                      {signIn.new_browser && (
                        <Badge colorPalette="orange" variant="subtle">
                          New browser
                        </Badge>
                      )}
                      <Badge colorPalette={signIn.second_factor ? 'green' : 'gray'} variant="subtle">
                        {signIn.second_factor ? 'With code' : 'Password only'}
                      </Badge>
                    </HStack>
                    {NOTICE[signIn.notice] && (
                      <Text fontSize="xs" color="fg.muted">
                        {NOTICE[signIn.notice]}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </AdminPanel>
  );
}
