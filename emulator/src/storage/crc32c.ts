// CRC32C (Castagnoli), the checksum Cloud Storage reports in `crc32c` and `x-goog-hash`.
// @google-cloud/storage validates uploads and downloads against it, so it has to be exact.
// Node's zlib only ships plain CRC32, hence this small table-driven implementation.

const CASTAGNOLI_REVERSED = 0x82f63b78;

const TABLE = buildTable();

function buildTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) {
      c = c & 1 ? (c >>> 1) ^ CASTAGNOLI_REVERSED : c >>> 1;
    }
    table[i] = c >>> 0;
  }
  return table;
}

/** CRC32C of `data` as an unsigned 32-bit integer. */
export function crc32c(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The wire form Cloud Storage uses: base64 of the big-endian 4-byte value. */
export function crc32cToBase64(value: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes.toString('base64');
}

/**
 * Reads a stored checksum back. Firebase's emulator exports it as a decimal string; the JSON API
 * uses base64. Both are accepted so exports from either emulator can be imported.
 */
export function parseCrc32c(value: string): number | undefined {
  if (/^\d+$/.test(value)) {
    return Number(value) >>> 0;
  }
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 4 ? bytes.readUInt32BE(0) : undefined;
}
