/**
 * Fills `{name}` placeholders of a label template, so translations can move the number around.
 * @example formatLabel('Total {total}', { total: 42 }) // 'Total 42'
 */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
