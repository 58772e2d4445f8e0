/**
 * How each locale writes the numbers of the docs' facts and of the API reference. Apart from
 * ./facts.ts so that a page that only formats numbers (src/components/ApiReference) does not
 * ship the facts themselves.
 */
export type Locale = 'en' | 'es' | 'fr' | 'de';

// How each locale groups thousands and writes decimals (its glossary's number rule; the API
// reference, src/components/ApiReference, writes its limits with formatFact too).
export const NUMBER_STYLE: Record<Locale, {thousands: string; groupFrom: number; decimal: string}> = {
  en: {thousands: ',', groupFrom: 4, decimal: '.'},
  es: {thousands: '\u00a0', groupFrom: 5, decimal: ','},
  fr: {thousands: '\u202f', groupFrom: 4, decimal: ','},
  de: {thousands: '.', groupFrom: 4, decimal: ','},
};

/** A fact's value as text in `locale`: numbers localised, lists joined, strings as they are. */
export function formatFact(value: unknown, locale: Locale): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value !== 'number') return String(value);
  const style = NUMBER_STYLE[locale] ?? NUMBER_STYLE.en;
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.length >= style.groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.thousands) : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? style.decimal + fraction : ''}`;
}

/**
 * A limit's range as text in `locale`: "1–100", one number when both ends are equal, "≥ 1" or
 * "≤ 100" with one end, empty with none (the API reference's constraints, on the page and in its
 * Markdown twin).
 */
export function formatRange({min, max}: {min?: number; max?: number}, locale: Locale): string {
  const num = (n: number): string => formatFact(n, locale);
  if (min != null && max != null) return min === max ? num(min) : `${num(min)}–${num(max)}`;
  if (min != null) return `≥ ${num(min)}`;
  return max != null ? `≤ ${num(max)}` : '';
}
