/**
 * A date and a time on the owner's clock: the day from a calendar (Chakra's DatePicker; the day can
 * also be typed as the owner's locale writes it in numbers), the time of day beside it, and Clear. The value is the
 * ISO time stored (null: none). The calendar is drawn in place, not in a portal, so it works inside
 * a modal drawer (whose focus stays in it).
 */
import { Button, DatePicker, Field, Flex, Input, parseDate, type DateValue } from '@chakra-ui/react';
import type { Ref } from 'react';
import { LuCalendar } from '@/admin-kit/icons';
import { DEFAULT_TIME, isoOfParts, localParts, ownZone, today } from './local-time';

export interface DateTimePickerProps {
  name: string;
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
}

const ownLocale = () => Intl.DateTimeFormat().resolvedOptions().locale;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: DateValue) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** A day as the owner's locale writes it in full ('Dec 1, 2026', '1 déc. 2026'), never as digits alone. */
const formatDay = (d: DateValue, { locale, timeZone }: { locale: string; timeZone: string }) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(d.toDate(timeZone));

/** The order the owner's locale writes a day's numbers in, e.g. ['month', 'day', 'year'] in en-US. */
function numericOrder(locale: string): string[] {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
    .formatToParts(new Date(2026, 10, 30))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
}

/**
 * A day typed as the owner's locale writes it in numbers (11/30/2026 in en-US, 30/11/2026 in en-GB:
 * the input keeps only digits and the locale's separator), or YYYY-MM-DD; none until it is whole.
 */
function parseDay(text: string, { locale }: { locale: string }): DateValue | undefined {
  const typed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) return parseDate(typed);
  const numbers = typed.split(/\D+/).filter(Boolean).map(Number);
  if (numbers.length !== 3) return undefined;
  const order = numericOrder(locale);
  const of = (type: string) => numbers[order.indexOf(type)] ?? 0;
  const [year, month, day] = [of('year'), of('month'), of('day')];
  const d = new Date(year, month - 1, day);
  if (year < 1000 || year > 9999 || d.getMonth() !== month - 1 || d.getDate() !== day) return undefined;
  return parseDate(`${year}-${pad(month)}-${pad(day)}`);
}

export function DateTimePicker({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  required,
  error,
  helperText,
}: DateTimePickerProps) {
  const parts = localParts(value);
  const zone = ownZone();
  const setDay = (day: DateValue | undefined) => onChange(day ? isoOfParts(dayOf(day), parts?.time ?? DEFAULT_TIME) : null);
  const setTime = (time: string) => {
    if (time) onChange(isoOfParts(parts?.date ?? today(), time));
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Flex gap="2" wrap="wrap" align="center">
        <DatePicker.Root
          value={parts ? [parseDate(parts.date)] : []}
          onValueChange={(e) => setDay(e.value[0])}
          locale={ownLocale()}
          timeZone={zone}
          format={formatDay}
          parse={parseDay}
          disabled={disabled}
          // Fixed: the calendar shows whole over a drawer's scrolling body.
          positioning={{ strategy: 'fixed', placement: 'bottom-start' }}
          w="auto"
          flex="1 1 12rem"
          maxW="16rem"
        >
          <DatePicker.Control>
            <DatePicker.Input ref={inputRef} name={name} onBlur={onBlur} aria-label={`${label}: day`} placeholder="Pick a day" />
            <DatePicker.IndicatorGroup>
              <DatePicker.Trigger aria-label={`Choose the day of ${label.toLowerCase()}`}>
                <LuCalendar aria-hidden />
              </DatePicker.Trigger>
            </DatePicker.IndicatorGroup>
          </DatePicker.Control>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </DatePicker.Root>
        <Input
          type="time"
          aria-label={`${label}: time`}
          value={parts?.time ?? ''}
          onChange={(e) => setTime(e.target.value)}
          disabled={disabled}
          w="auto"
          minW="8.5rem"
        />
        {parts && !disabled && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Clear
          </Button>
        )}
      </Flex>
      {!error && (
        <Field.HelperText>{[helperText, `Your time zone: ${zone.replace(/_/g, ' ')}.`].filter(Boolean).join(' ')}</Field.HelperText>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
