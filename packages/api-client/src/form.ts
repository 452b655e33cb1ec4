type Plain = Record<string, unknown>;

function entries(data: Plain): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) out.push([name, item]);
    else out.push([name, value]);
  }
  return out;
}

function scalar(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `application/x-www-form-urlencoded` body; arrays repeat the name, null and undefined are left out. */
export function toUrlEncoded(data: Plain | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries(data ?? {})) params.append(name, scalar(value));
  return params;
}

/** Multipart body; Blobs and Files are sent as files, arrays repeat the name, objects go as JSON. */
export function toFormData(data: Plain | FormData | undefined): FormData {
  if (data instanceof FormData) return data;
  const form = new FormData();
  for (const [name, value] of entries(data ?? {})) {
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, scalar(value));
  }
  return form;
}
