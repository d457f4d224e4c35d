import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { changeColour, changeOf, rateChangeOf, rateText, type Figure } from '@portfolio/model';

/** How a figure moved, as words and a colour: 'new' where the period before had none, never a green "+0%". */
export function ChangeText({ figure }: { figure: Figure }) {
  const change = changeOf(figure);
  if (change.kind === 'none') return null;
  if (change.kind === 'new')
    return (
      <Text as="span" color={changeColour('new')} fontWeight="semibold">
        new
      </Text>
    );
  if (change.kind === 'same')
    return (
      <Text as="span" color={changeColour('same')}>
        no change
      </Text>
    );
  return (
    <Text as="span" color={changeColour(change.kind)} fontWeight="semibold">
      {change.kind === 'up' ? '+' : '−'}
      {change.percent}%
    </Text>
  );
}

const previousDays = (days: number) => `the previous ${days} day${days === 1 ? '' : 's'}`;

/** A rate beside the one before it, moved in points: "−8 pts vs 43% in the previous 30 days". */
export function RateBeside({ part, whole, days }: { part: Figure; whole: Figure; days: number }) {
  const change = rateChangeOf(part, whole);
  const before = previousDays(days);
  if (change.kind === 'none') {
    return (
      <Text fontSize="sm" color="fg.muted">
        no visits in {before}
      </Text>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted">
      {change.kind === 'same' ? (
        <Text as="span">no change</Text>
      ) : (
        <Text as="span" color={changeColour(change.kind)} fontWeight="semibold">
          {change.kind === 'up' ? '+' : '−'}
          {change.points} pts
        </Text>
      )}{' '}
      vs {rateText(part.previous, whole.previous)} in {before}
    </Text>
  );
}

/** "+25% vs 8 in the previous 30 days", "new: none in the previous 30 days". */
export function Beside({ figure, days, format = String }: { figure: Figure; days: number; format?: (n: number) => string }) {
  const change = changeOf(figure);
  const before = previousDays(days);
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
export function StatCard({
  label,
  value,
  figure,
  days,
  beside,
}: {
  label: string;
  value: ReactNode;
  figure?: Figure;
  days: number;
  /** What stands beside the value instead of the figure's change (a rate's, in points). */
  beside?: ReactNode;
}) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold">
        {value}
      </Text>
      {beside ?? (figure && <Beside figure={figure} days={days} />)}
    </Box>
  );
}
