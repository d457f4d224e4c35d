import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { customRange, PERIODS, type PeriodRange } from '@portfolio/model';
import type { DashboardPeriod } from '../api/use-dashboard';

const CHOICES = Object.keys(PERIODS) as (keyof typeof PERIODS)[];

/** The dashboard's period: the last 7, 30 or 90 days, or a range of days the owner picks. */
export function PeriodPicker({
  period,
  range,
  onChange,
}: {
  period: DashboardPeriod;
  range: PeriodRange;
  onChange: (period: DashboardPeriod) => void;
}) {
  const [custom, setCustom] = useState(period.choice === 'custom');
  const [from, setFrom] = useState(range.current.from);
  const [to, setTo] = useState(range.current.to);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const chosen = customRange(from, to);
    if ('problem' in chosen) return setProblem(chosen.problem);
    setProblem(null);
    onChange({ choice: 'custom', range: chosen });
  };
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="6">
      <Field.Root w="auto">
        <Field.Label>Period</Field.Label>
        <NativeSelect.Root w="48">
          <NativeSelect.Field
            value={custom ? 'custom' : period.choice}
            onChange={(event) => {
              const value = event.target.value;
              setCustom(value === 'custom');
              if (value !== 'custom') onChange({ choice: value as keyof typeof PERIODS });
            }}
          >
            {CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {PERIODS[choice].label}
              </option>
            ))}
            <option value="custom">Custom range</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {custom && (
        <>
          <Field.Root w="auto" invalid={problem !== null}>
            <Field.Label>From</Field.Label>
            <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </Field.Root>
          <Field.Root w="auto" invalid={problem !== null}>
            <Field.Label>To</Field.Label>
            <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <Button variant="outline" onClick={apply}>
            Show
          </Button>
        </>
      )}
    </Flex>
  );
}
