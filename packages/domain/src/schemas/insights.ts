import * as yup from 'yup';

import { MESSAGES } from '../constants/messages.ts';
import { INSIGHTS_MAX_RANGE_DAYS, isoDaysBetween } from '../rules/insights.ts';
import { isCalendarDay } from './applicants.ts';

const optionalDay = yup
  .string()
  .trim()
  .default('')
  .test('calendar-day', MESSAGES.insightsDate, (value) => !value || isCalendarDay(value));

const optionalId = yup.string().trim().max(128).default('');

/**
 * The insights' range and filters (`getHiringInsights`, `GET /api/admin/insights?from&to&company&
 * department`): company ISO dates, both days included; an empty `to` is today and an empty `from`
 * INSIGHTS_DEFAULT_RANGE_DAYS before it (the server's clock decides). At most a year.
 */
export const insightsQuerySchema = yup
  .object({
    from: optionalDay,
    to: optionalDay,
    company: optionalId,
    department: optionalId,
  })
  .test('range-order', MESSAGES.insightsRangeOrder, function check(value) {
    if (!value.from || !value.to || value.from <= value.to) return true;
    return this.createError({ path: 'from', message: MESSAGES.insightsRangeOrder });
  })
  .test('range-length', MESSAGES.insightsRangeTooLong, function check(value) {
    if (!value.from || !value.to || isoDaysBetween(value.from, value.to) < INSIGHTS_MAX_RANGE_DAYS)
      return true;
    return this.createError({ path: 'from', message: MESSAGES.insightsRangeTooLong });
  });

export type InsightsQueryInput = yup.InferType<typeof insightsQuerySchema>;
