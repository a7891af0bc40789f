const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Width and height of a PNG from its IHDR chunk, which the format requires to come first
 * (bytes 8-15 length and type, 16-23 width and height, big-endian).
 */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const isPng = bytes.length >= 24 && SIGNATURE.every((byte, index) => bytes[index] === byte);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isPng || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') {
    throw new Error('not a PNG file');
  }
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
