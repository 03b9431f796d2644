/** Today in the visitor's time zone, YYYY-MM-DD: the default of a form's date field. */
export function todayLocalIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
