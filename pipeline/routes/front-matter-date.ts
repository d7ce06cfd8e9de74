/**
 * A post's front matter `date` as Docusaurus reads it. Its front matter parser (gray-matter with
 * js-yaml) turns a YAML 1.1 timestamp into a `Date`: `2024-01-05`, or with a time, where the month
 * and day may have one digit (`2024-1-5T10:00:00Z`, `2024-1-5 10:00:00 +02:00`). This build's YAML
 * parser (YAML 1.2) leaves those as strings, so they are read here as js-yaml would have read them.
 * Any other string is what the blog plugin turns into a date itself: `new Date(value + 'Z')`, the
 * text taken as UTC (`2024-01-05 10:00`).
 */

/** YAML 1.1's date: four-digit year, two-digit month and day (yaml.org/type/timestamp.html). */
const YAML_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** YAML 1.1's timestamp: a date whose month and day may have one digit, a time, an optional fraction and zone. */
const YAML_TIMESTAMP = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d{1,2})(?::(\d{2}))?))?$/;

/** The instant a front matter `date` names, or null when Docusaurus would not read it as a date. */
export function frontMatterInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const instant = yamlTimestamp(text) ?? new Date(`${text}Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The UTC day (`YYYY-MM-DD`) of a front matter `date`, or null when it is none. */
export function frontMatterDay(value: unknown): string | null {
  return frontMatterInstant(value)?.toISOString().slice(0, 10) ?? null;
}

function yamlTimestamp(text: string): Date | null {
  const day = YAML_DATE.exec(text);
  if (day) return utc(day[1]!, day[2]!, day[3]!);
  const m = YAML_TIMESTAMP.exec(text);
  if (!m) return null;
  const [, year, month, date, hour, minute, second, fraction = '', zone, sign, zoneHours = '0', zoneMinutes = '0'] = m;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const local = Date.UTC(Number(year), Number(month) - 1, Number(date), Number(hour), Number(minute), Number(second), ms);
  const offset = zone && zone !== 'Z' ? (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes)) * 60_000 : 0;
  return new Date(local - offset);
}

const utc = (year: string, month: string, date: string) => new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
