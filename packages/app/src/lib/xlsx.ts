import { XLSX } from '@pocket/contract';

/** Import accepts only xlsx (spec section 5): by extension, and by type when the browser gives one. */
export function isXlsxFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.xlsx$/i.test(file.name) && (file.type === '' || file.type === XLSX);
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
