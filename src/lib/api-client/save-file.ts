import type { DownloadedFile } from './api-client';

/** Hands a downloaded file to the browser's save dialog under its server-given name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: the click has to start the download first.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
