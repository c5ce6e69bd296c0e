/**
 * What is wrong with a written date or time of day, in an editor's words: `June has 30 days`,
 * `February 2030 has 28 days (2030 is not a leap year)`, `hours are 00 to 23`. The cell schemas
 * (cells.ts) add these to their messages, so a typo says what to fix.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(y: number, month: number): number {
  return month === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Why year-month-day is not a calendar day, or null when it is one. */
export function dateProblem(y: number, month: number, day: number): string | null {
  if (month < 1 || month > 12) return `there is no month ${two(month)} (months are 01 to 12)`;
  if (day < 1) return `there is no day ${two(day)} (days start at 01)`;
  const days = daysInMonth(y, month);
  if (day <= days) return null;
  if (month === 2) return `February ${y} has ${days} days${isLeapYear(y) ? '' : ` (${y} is not a leap year)`}`;
  return `${MONTHS[month - 1]} has ${days} days`;
}

/** Why hour:minute:second is not a time of day, or null when it is one. */
export function clockProblem(hour: number, minute: number, second: number): string | null {
  if (hour > 23) return `there is no hour ${two(hour)} (hours are 00 to 23; midnight is 00:00 of the next day)`;
  if (minute > 59) return `there is no minute ${two(minute)} (minutes are 00 to 59)`;
  if (second > 59) return `there is no second ${two(second)} (seconds are 00 to 59)`;
  return null;
}
