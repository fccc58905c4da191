import * as yup from 'yup';
// Imported first for its yup locale (readable default messages), set before these schemas are built.
import './common.ts';
import { endOfCompanyDay, startOfCompanyDay } from '../rules/company-time.ts';

// The query of spec section 7's `GET /api/public/jobs` (`fromDate`, `toDate`): a range of posting
// dates. A day (2026-11-01) means that whole day in the company's time zone, as the careers page and
// the admin grid count days; a date-time with its offset (2026-11-01T09:00:00Z) means that instant.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A listing bound as an instant, or null when the text is neither a real day nor a date-time. */
export const parseListingDate = (value: string, edge: 'start' | 'end'): Date | null => {
  const day = DAY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    // Noon UTC is the same calendar day in Pakistan; Date would roll 2026-02-30 over to March.
    const noon = new Date(Date.UTC(year, month - 1, date, 12));
    const real =
      noon.getUTCFullYear() === year && noon.getUTCMonth() === month - 1 && noon.getUTCDate() === date;
    if (!real) return null;
    return edge === 'start' ? startOfCompanyDay(noon) : endOfCompanyDay(noon);
  }
  if (!DATE_TIME.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

const dateMessage = (label: string) =>
  `${label} must be a day such as 2026-11-01, or a date-time with its offset such as 2026-11-01T09:00:00Z.`;

const listingDate = (label: string, edge: 'start' | 'end') =>
  yup
    .string()
    .typeError(dateMessage(label))
    // Not .trim(): it would call trim() on a repeated query parameter (an array) before the type check.
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .optional()
    .test('listing-date', dateMessage(label), (value) => !value || parseListingDate(value, edge) !== null);

export const publicJobsQuerySchema = yup.object({
  fromDate: listingDate('From date', 'start'),
  toDate: listingDate('To date', 'end').test(
    'after-from',
    'To date cannot be before From date.',
    function afterFrom(value) {
      const from = this.parent.fromDate ? parseListingDate(String(this.parent.fromDate), 'start') : null;
      const to = value ? parseListingDate(value, 'end') : null;
      return !from || !to || from.getTime() <= to.getTime();
    },
  ),
});
export type PublicJobsQuery = yup.InferType<typeof publicJobsQuerySchema>;

/** The validated query as instants (null: unbounded on that side). */
export const listingDateRange = (query: PublicJobsQuery): { from: Date | null; to: Date | null } => ({
  from: query.fromDate ? parseListingDate(query.fromDate, 'start') : null,
  to: query.toDate ? parseListingDate(query.toDate, 'end') : null,
});
