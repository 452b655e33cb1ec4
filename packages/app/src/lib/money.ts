/**
 * An amount in cents as "¥1,234.00": both languages of the console group digits by three with a
 * comma and write two decimals after a point. Plain arithmetic on integer cents: the first
 * `Intl.NumberFormat` of a page loads the locale's number data (~25 ms on a busy machine, paid by
 * the first table with a price column).
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const yuan = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fen = String(whole % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}¥${yuan}.${fen}`;
}

/** Yuan as typed ("12", "12.5", "12.50") in integer cents; undefined when it is not such an amount. */
export function yuanToCents(text: string): number | undefined {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
