export const DEFAULT_DOWNLOAD_NAME = 'download';

/**
 * The file name a download response names in its content-disposition header (RFC 6266):
 * `filename*=UTF-8''…` wins over `filename="…"`; without either the name is "download".
 * Any path part is dropped so a server cannot steer where a file lands.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_DOWNLOAD_NAME;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.+)$/.exec(extended.replace(/^"|"$/g, ''));
    if (match?.[2]) {
      try {
        return baseName(decodeURIComponent(match[2])) || DEFAULT_DOWNLOAD_NAME;
      } catch {
        // A malformed percent-encoding: fall back to the plain filename parameter.
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  if (!plain) return DEFAULT_DOWNLOAD_NAME;
  const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return baseName(unquoted) || DEFAULT_DOWNLOAD_NAME;
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}
