/** Reads a response body that may be a Blob (blob requests) into JSON when it is JSON. */
export async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    if (data.size === 0) return null;
    const content = await data.text();
    try {
      return JSON.parse(content) as unknown;
    } catch {
      return content;
    }
  }
  if (typeof data === 'string' && /^\s*[{[]/.test(data)) {
    try {
      return JSON.parse(data) as unknown;
    } catch {
      return data;
    }
  }
  return data;
}

/** True when a blob answer is really a JSON envelope (the server reporting a failure). */
export function isJsonBlob(data: unknown): data is Blob {
  return typeof Blob !== 'undefined' && data instanceof Blob && data.type.includes('json');
}
