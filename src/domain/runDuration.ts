/** What a tour's free-text duration ('5 hours', '3-4 horas', '40 minutes', 'Full day') means in minutes. */
export const FULL_DAY_MINUTES = 8 * 60;
const HALF_DAY_MINUTES = 4 * 60;

/**
 * The longest reading wins ('3-4 hours' is 4), so the warnings built on it err on the safe side; a duration
 * that says no number ('Full day', 'Día completo') or nothing readable counts as a full day for the same reason.
 */
export function durationMinutes(duration: string): number {
  const textValue = duration.toLowerCase().replace(',', '.');
  if (/half|medio/.test(textValue)) return HALF_DAY_MINUTES;
  const numbers = [...textValue.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (numbers.length === 0) return FULL_DAY_MINUTES;
  const largest = Math.max(...numbers);
  if (/min/.test(textValue) && !/h(ou)?r|hora|\bh\b/.test(textValue)) return Math.round(largest);
  if (/d[ií]a|day/.test(textValue)) return Math.round(largest * FULL_DAY_MINUTES);
  return Math.round(largest * 60);
}

/** 'HH:MM' ↔ minutes after midnight. */
export const minutesOf = (hour: string): number => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));
export const hourOf = (minutes: number): string => {
  const bounded = Math.max(0, minutes);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
};
