/** Minutes after midnight as a 24-hour clock ("—" when unknown). */
export function clock(minutes: number | null): string {
  if (minutes === null) return '—';
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
