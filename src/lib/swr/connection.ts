interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * A slow connection by the browser's own estimate (navigator.connection, where it exists):
 * 2G-class effective type or data saver on. Reads then wait longer before retrying and before
 * calling themselves slow (SPEC §9).
 */
export function isSlowConnection(
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & { connection?: NetworkInformationLike }
  ).connection,
): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}
