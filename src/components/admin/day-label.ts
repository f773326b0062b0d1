/** A function that writes a UTC day (YYYY-MM-DD) short, as the viewer's locale does ("20 Mar", "Mar 20", "20 mars"). */
export function dayLabel(locale: string): (day: string) => string {
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return (day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? day : format.format(date);
  };
}
