const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per language: making an Intl.NumberFormat costs far more than using one, and
 * a table formats a price in every row. */
function yuanFormat(locale: string): Intl.NumberFormat {
  const tag = locale === 'zh' ? 'zh-CN' : 'en-US';
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(tag, format);
  }
  return format;
}

/** An amount in cents as "¥1,234.00", digits grouped as the user's language writes them. */
export function formatCents(cents: number, locale: string): string {
  const amount = yuanFormat(locale).format(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}¥${amount}`;
}

/** Yuan as typed ("12", "12.5", "12.50") in integer cents; undefined when it is not such an amount. */
export function yuanToCents(text: string): number | undefined {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
