import { Box, chakra, Flex, Grid, Table, Text } from '@chakra-ui/react';
import { shortMonthDay } from '@/lib/dates';

interface ViewsChartProps {
  days: { day: string; views: number }[];
}

/** The axis' top: the smallest of 1, 2 or 5 times a power of ten (at least 2) that holds the busiest day, so the middle line is a whole number. */
export function axisTop(max: number): number {
  const floor = Math.max(2, max);
  const power = 10 ** Math.floor(Math.log10(floor));
  const step = [1, 2, 5, 10].find((m) => m * power >= floor)!;
  return step * power;
}

/** Every how many days a label goes, for at most `labels` of them. */
export const labelStep = (days: number, labels: number) => Math.max(1, Math.ceil(days / labels));

const WIDTH = 700;
const HEIGHT = 180;
const GAP = 6;

/**
 * Views per day as plain SVG bars (no chart library: weight matters), on a y-axis with its top, middle
 * and zero marked. A day without views has no bar at all, only the zero line: a faint stub read as
 * "a few". The same figures are in a visually hidden table, the chart's text alternative. Labels are
 * HTML beside and below the drawing, so they keep their size (12px) at any width.
 */
export function ViewsChart({ days }: ViewsChartProps) {
  const max = Math.max(0, ...days.map((d) => d.views));
  const top = axisTop(max);
  const bar = (WIDTH - GAP * (days.length - 1)) / Math.max(1, days.length);
  const ticks = [top, top / 2, 0];
  return (
    <Box>
      <Flex gap="2" align="stretch">
        <Box position="relative" w="8" flexShrink={0} aria-hidden="true" data-testid="views-axis">
          {ticks.map((tick, i) => (
            <Text
              key={tick}
              as="span"
              position="absolute"
              right="0"
              top={`${(i / (ticks.length - 1)) * 100}%`}
              transform="translateY(-50%)"
              fontSize="12px"
              color="fg.muted"
              lineHeight="1"
            >
              {tick}
            </Text>
          ))}
        </Box>
        <chakra.svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          flex="1"
          minW="0"
          height="auto"
          aria-hidden="true"
          color="brand.solid"
          overflow="visible"
        >
          {ticks.map((tick) => {
            const y = HEIGHT - (tick / top) * HEIGHT;
            return (
              <line
                key={tick}
                x1="0"
                x2={WIDTH}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.5 : 0.15}
                strokeWidth="1"
              />
            );
          })}
          {days.map((d, i) => {
            if (d.views === 0) return null;
            const h = Math.max(2, Math.round((d.views / top) * HEIGHT));
            return <rect key={d.day} x={i * (bar + GAP)} y={HEIGHT - h} width={bar} height={h} rx="3" fill="currentColor" />;
          })}
        </chakra.svg>
      </Flex>
      {/* Some days, the last (today) always among them, each centred under its bar (a flex item overflows its
          narrow column on both sides evenly): about ten labels on a wide screen, five on a phone. */}
      <Grid templateColumns={`repeat(${days.length}, 1fr)`} columnGap={`${(GAP / WIDTH) * 100}%`} mt="1" ms="10" aria-hidden="true">
        {days.map((d, i) => {
          const fromEnd = days.length - 1 - i;
          const [wide, narrow] = [fromEnd % labelStep(days.length, 10) === 0, fromEnd % labelStep(days.length, 5) === 0];
          if (!wide && !narrow) return null;
          return (
            <Box
              key={d.day}
              gridColumn={i + 1}
              display={{ base: narrow ? 'flex' : 'none', md: wide ? 'flex' : 'none' }}
              justifyContent="center"
            >
              <Text as="span" fontSize="12px" color="fg.muted" whiteSpace="nowrap">
                {shortMonthDay(d.day)}
              </Text>
            </Box>
          );
        })}
      </Grid>
      <Box srOnly>
        <Table.Root>
          <Table.Caption>
            Page views per day, {days[0] ? shortMonthDay(days[0].day) : ''} to {days.at(-1) ? shortMonthDay(days.at(-1)!.day) : ''}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              <Table.ColumnHeader>Views</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((d) => (
              <Table.Row key={d.day}>
                <Table.Cell>{shortMonthDay(d.day)}</Table.Cell>
                <Table.Cell>{d.views}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1">
        Most in one day: {max}
      </Text>
    </Box>
  );
}
