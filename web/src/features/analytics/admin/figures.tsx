import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { changeOf, type Figure } from '@portfolio/model';

/** How a figure moved, as words and a colour: 'new' where the period before had none, never a green "+0%". */
export function ChangeText({ figure }: { figure: Figure }) {
  const change = changeOf(figure);
  if (change.kind === 'none') return null;
  if (change.kind === 'new')
    return (
      <Text as="span" color="blue.fg" fontWeight="semibold">
        new
      </Text>
    );
  if (change.kind === 'same')
    return (
      <Text as="span" color="fg.muted">
        no change
      </Text>
    );
  const up = change.kind === 'up';
  return (
    <Text as="span" color={up ? 'green.fg' : 'red.fg'} fontWeight="semibold">
      {up ? '+' : '−'}
      {change.percent}%
    </Text>
  );
}

/** "+25% vs 8 in the previous 30 days", "new: none in the previous 30 days". */
export function Beside({ figure, days, format = String }: { figure: Figure; days: number; format?: (n: number) => string }) {
  const change = changeOf(figure);
  const before = `the previous ${days} day${days === 1 ? '' : 's'}`;
  return (
    <Text fontSize="sm" color="fg.muted">
      {change.kind === 'none' || change.kind === 'new' ? (
        <>
          <ChangeText figure={figure} />
          {change.kind === 'new' ? ': ' : ''}none in {before}
        </>
      ) : (
        <>
          <ChangeText figure={figure} /> vs {format(figure.previous)} in {before}
        </>
      )}
    </Text>
  );
}

/** A figure of the period, with the one before it beside it. */
export function StatCard({ label, value, figure, days }: { label: string; value: ReactNode; figure?: Figure; days: number }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold">
        {value}
      </Text>
      {figure && <Beside figure={figure} days={days} />}
    </Box>
  );
}
