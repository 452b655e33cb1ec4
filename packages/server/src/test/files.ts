/** A 1×1 PNG: the smallest upload the attachment checks accept. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The PNG as a file to upload. */
export const pngFile = (name = 'me.png') => new File([PNG], name, { type: 'image/png' });
