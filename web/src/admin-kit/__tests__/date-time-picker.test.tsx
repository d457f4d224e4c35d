/** The schedule's picker: the owner's day and time in, the stored ISO time out; Clear leaves none. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateTimePicker } from '../date-time-picker';
import { DEFAULT_TIME, isoOfParts, localParts } from '../local-time';
import { renderApp } from '@/testing/render';

function Picker({ start, onValue }: { start: string | null; onValue: (iso: string | null) => void }) {
  const [value, setValue] = useState(start);
  return (
    <DateTimePicker
      name="publish_at"
      label="Publish at"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('the date and time picker', () => {
  it('reads an ISO time as the day and time on the owner’s clock, and back', () => {
    const at = new Date(2031, 0, 15, 9, 30).toISOString();
    expect(localParts(at)).toEqual({ date: '2031-01-15', time: '09:30' });
    expect(isoOfParts('2031-01-15', '09:30')).toBe(at);
    expect(localParts(null)).toBeNull();
    expect(localParts('not a time')).toBeNull();
    expect(isoOfParts('2031-01-15', '')).toBeNull();
    expect(isoOfParts('', '09:30')).toBeNull();
  });

  it('shows the stored time in words, changes its time of day, takes a typed day at the default time, and Clear leaves none', async () => {
    const values: (string | null)[] = [];
    renderApp({ element: <Picker start={new Date(2031, 0, 15, 9, 30).toISOString()} onValue={(v) => values.push(v)} /> });
    const day = await screen.findByLabelText<HTMLInputElement>('Publish at: day');
    // Never the browser's mm/dd/yyyy: the month in words, in the owner's locale.
    expect(day.value).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2031, 0, 15)));
    const time = screen.getByLabelText<HTMLInputElement>('Publish at: time');
    expect(time.value).toBe('09:30');

    fireEvent.change(time, { target: { value: '18:05' } });
    expect(values.at(-1)).toBe(new Date(2031, 0, 15, 18, 5).toISOString());

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(values.at(-1)).toBeNull();
    // The picker empties its day field on its next update, as the owner sees it happen.
    await waitFor(() => expect(day.value).toBe(''));
    expect(time.value).toBe('');

    // A day typed as the locale writes it in numbers takes the default time.
    const typed = new Intl.DateTimeFormat(undefined, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(2031, 1, 3));
    await userEvent.type(day, `${typed}{Enter}`);
    const [hours, minutes] = DEFAULT_TIME.split(':').map(Number);
    expect(values.at(-1)).toBe(new Date(2031, 1, 3, hours, minutes).toISOString());
  });
});
