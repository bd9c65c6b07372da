/** Pickers work with local Date objects; forms and the API with YYYY-MM-DD. */
export function isoToDate(iso: string): Date {
  return new Date(`${iso}T00:00:00`);
}

export function dateToIso(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
