// Between the kit's Timestamp (start of a day in Vietnam) and Ark's calendar dates, through the SDK's
// dd/mm/yyyy format so that the time zone rule lives in one place.
import { parseDate as parseIsoDate, type DateValue } from '@ark-ui/react/date-picker';
import { formatDate, parseDate } from '@his/sdk/format';
import type { Timestamp } from '@his/sdk';

export function toDateValue(value: Timestamp): DateValue | null {
  const [day, month, year] = formatDate(value).split('/');
  if (!day || !month || !year) return null;
  return parseIsoDate(`${year}-${month}-${day}`);
}

export function fromDateValue(date: DateValue): Timestamp | null {
  return parseDate(`${date.day}/${date.month}/${String(date.year).padStart(4, '0')}`);
}

/** What the user typed: 'dd/mm/yyyy', 'd/m/yyyy' or eight digits without slashes ('15012024'). */
export function parseTypedDate(text: string): Timestamp | null {
  const trimmed = text.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  return parseDate(digits ? `${digits[1]}/${digits[2]}/${digits[3]}` : trimmed);
}
