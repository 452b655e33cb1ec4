/** The text of the labels of a form control (`<label for>` and wrapping labels), or undefined
 * when it has none: popovers name themselves after the field that opened them. */
export function fieldLabelText(control: HTMLButtonElement | HTMLInputElement | null): string | undefined {
  const text = Array.from(control?.labels ?? [])
    .map((label) => label.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return text || undefined;
}
