import { Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { GOAL_KEYS, GOALS, LINK_PLACE_LABELS, rateText, type DimensionRow, type GoalFigures, type LinkPlace } from '@portfolio/model';
import { PHONE_CELL, PHONE_ROW, PhoneLabel } from '@/admin-kit/phone-table';
import { ChangeText } from './figures';

/** "1 outbound click, 2 resume downloads", or 'none'. */
export function goalsText(goals: DimensionRow['goals']): string {
  const parts = GOAL_KEYS.filter((goal) => (goals[goal] ?? 0) > 0).map((goal) => {
    const n = goals[goal]!;
    return `${n} ${(n === 1 ? GOALS[goal].one : GOALS[goal].label).toLowerCase()}`;
  });
  return parts.length ? parts.join(', ') : 'none';
}

const COUNTRY_NAMES = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
/** "Germany" for DE; 'Unknown' where the address had no country (a private network, a new range). */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return 'Unknown';
  try {
    return COUNTRY_NAMES?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "GitHub · github.com" for an outbound destination's key ("github github.com"). */
export function targetName(key: string): string {
  const [place, host] = key.split(' ');
  return `${LINK_PLACE_LABELS[place as LinkPlace] ?? 'Other'} · ${host || 'unknown'}`;
}

/** Each goal: how often it was reached, by how many visits, and what share of the visits that is. */
export function GoalsTable({ goals, visits }: { goals: GoalFigures[]; visits: number }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a tablet's panel; on a phone each row is
    // a block (phone-table.tsx) whose lines wrap.
    <Table.ScrollArea tabIndex={0} whiteSpace={{ base: 'normal', md: 'nowrap' }}>
      <Table.Root size="sm" aria-label="Goals">
        <Table.Header hideBelow="md">
          <Table.Row>
            <Table.ColumnHeader>Goal</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Reached</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Visits</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Conversion rate</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {goals.map((goal) => (
            <Table.Row key={goal.key} {...PHONE_ROW}>
              <Table.Cell {...PHONE_CELL} fontWeight={{ base: 'medium', md: 'normal' }}>
                {GOALS[goal.key].label}
              </Table.Cell>
              <Table.Cell {...PHONE_CELL} textAlign={{ md: 'end' }} whiteSpace="nowrap">
                <PhoneLabel>Reached</PhoneLabel>
                {goal.reached.value} <ChangeText figure={goal.reached} />
              </Table.Cell>
              <Table.Cell {...PHONE_CELL} textAlign={{ md: 'end' }}>
                <PhoneLabel>Visits</PhoneLabel>
                {goal.visits.value}
              </Table.Cell>
              <Table.Cell {...PHONE_CELL} textAlign={{ md: 'end' }}>
                <PhoneLabel>Conversion rate</PhoneLabel>
                {rateText(goal.visits.value, visits)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Visits by campaign, source or country: each with its goals and the share of its visits that reached one. */
export function BreakdownTable({
  label,
  rows,
  name,
  empty,
}: {
  label: string;
  rows: DimensionRow[];
  name: (key: string) => string;
  empty: string;
}) {
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Table.ScrollArea tabIndex={0} whiteSpace={{ base: 'normal', md: 'nowrap' }}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header hideBelow="md">
          <Table.Row>
            <Table.ColumnHeader>{label}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Visits</Table.ColumnHeader>
            <Table.ColumnHeader>Goals</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Conversion rate</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} {...PHONE_ROW}>
              <Table.Cell {...PHONE_CELL} maxW={{ md: '64' }} truncate title={name(row.key)} fontWeight={{ base: 'medium', md: 'normal' }}>
                {name(row.key)}
              </Table.Cell>
              <Table.Cell {...PHONE_CELL} textAlign={{ md: 'end' }} whiteSpace="nowrap">
                <PhoneLabel>Visits</PhoneLabel>
                {row.visits.value} <ChangeText figure={row.visits} />
              </Table.Cell>
              <Table.Cell {...PHONE_CELL} minW={{ md: '48' }}>
                <PhoneLabel>Goals</PhoneLabel>
                {goalsText(row.goals)}
              </Table.Cell>
              <Table.Cell {...PHONE_CELL} textAlign={{ md: 'end' }}>
                <PhoneLabel>Conversion rate</PhoneLabel>
                {rateText(row.conversions.value, row.visits.value)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A ranked list: each key's count of the period and its change. */
export function RankedList({ items, empty }: { items: { label: string; figure: { value: number; previous: number } }[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none">
      {items.map((item) => (
        <Flex as="li" key={item.label} justify="space-between" gap="3">
          <Text truncate>{item.label}</Text>
          <Text flexShrink={0} whiteSpace="nowrap">
            <Text as="span" fontWeight="semibold">
              {item.figure.value}
            </Text>{' '}
            <ChangeText figure={item.figure} />
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

/** DB-IP's licence (CC BY 4.0) asks for a link where its results are shown. */
export function CountryAttribution() {
  return (
    <Text fontSize="xs" color="fg.muted">
      Countries from{' '}
      <Link href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
        IP Geolocation by DB-IP
      </Link>
      ; no address is kept.
    </Text>
  );
}
