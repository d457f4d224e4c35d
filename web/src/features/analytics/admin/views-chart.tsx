import { Box, chakra, Grid, Table, Text } from '@chakra-ui/react';

interface ViewsChartProps {
  days: { day: string; views: number }[];
}

const label = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Views per day as plain SVG bars (no chart library: weight matters). The same figures are in a
 * visually hidden table, the chart's text alternative. The day labels are HTML below the drawing, so
 * they keep their size (12px) at any width; inside the scaled SVG they grew to 20px on desktops and
 * shrank to 7px on phones.
 */
export function ViewsChart({ days }: ViewsChartProps) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const width = 700;
  const height = 180;
  const gap = 6;
  const bar = (width - gap * (days.length - 1)) / Math.max(1, days.length);
  return (
    <Box>
      <chakra.svg viewBox={`0 0 ${width} ${height}`} width="100%" height="auto" aria-hidden="true" color="brand.solid">
        {days.map((d, i) => {
          const h = Math.round((d.views / max) * height);
          const x = i * (bar + gap);
          return (
            <rect
              key={d.day}
              x={x}
              y={height - h}
              width={bar}
              height={Math.max(h, 1)}
              rx="3"
              fill="currentColor"
              opacity={d.views ? 1 : 0.25}
            />
          );
        })}
      </chakra.svg>
      {/* Every other day, centred under its bar (a flex item overflows its narrow column on both sides evenly). */}
      <Grid templateColumns={`repeat(${days.length}, 1fr)`} columnGap={`${(gap / width) * 100}%`} mt="1" aria-hidden="true">
        {days.map((d, i) =>
          i % 2 === days.length % 2 ? (
            <Box key={d.day} gridColumn={i + 1} display="flex" justifyContent="center">
              <Text as="span" fontSize="12px" color="fg.muted" whiteSpace="nowrap">
                {label(d.day)}
              </Text>
            </Box>
          ) : null,
        )}
      </Grid>
      <Box srOnly>
        <Table.Root>
          <Table.Caption>Page views per day, last {days.length} days</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              <Table.ColumnHeader>Views</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((d) => (
              <Table.Row key={d.day}>
                <Table.Cell>{label(d.day)}</Table.Cell>
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
