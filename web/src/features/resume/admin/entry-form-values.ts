import type { ResumeEntry, ResumeType } from '@portfolio/model';
import { fromMonth, toMonth, toSortOrder } from '@/admin-kit/validation';

/** Dates as the month inputs hold them (YYYY-MM, '' when empty); sort order as typed. */
export interface EntryFormValues {
  type: ResumeType;
  title: string;
  organization: string;
  description: string;
  start_date: string;
  end_date: string;
  image_url: string;
  url: string;
  sort_order: string;
}

export const TYPE_LABELS: Record<ResumeType, string> = { experience: 'Experience', certification: 'Certification', education: 'Education' };

export function toEntryFormValues(entry: ResumeEntry): EntryFormValues {
  return {
    ...entry,
    start_date: toMonth(entry.start_date),
    end_date: toMonth(entry.end_date),
    sort_order: String(entry.sort_order),
  };
}

/**
 * The stored entry: months back to the model's dates (the first of the month, or the stored day if
 * the month is unchanged), empty dates as null, certifications without an end date, an integer order.
 */
export function fromEntryFormValues(values: EntryFormValues, stored?: ResumeEntry): ResumeEntry {
  const certification = values.type === 'certification';
  return {
    type: values.type,
    title: values.title.trim(),
    organization: values.organization.trim(),
    description: values.description,
    start_date: fromMonth(values.start_date, stored?.start_date),
    end_date: certification ? null : fromMonth(values.end_date, stored?.end_date),
    image_url: certification ? values.image_url.trim() : '',
    url: values.url.trim(),
    sort_order: toSortOrder(values.sort_order),
  };
}
