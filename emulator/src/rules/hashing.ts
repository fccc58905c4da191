import { createHash } from 'node:crypto';

function makeCrcTable(poly: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? poly ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

// Reflected polynomials: CRC-32 (IEEE) and CRC-32C (Castagnoli).
const CRC32_TABLE = makeCrcTable(0xedb88320);
const CRC32C_TABLE = makeCrcTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const b of data) c = (table[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  c = (c ^ 0xffffffff) >>> 0;
  // Big-endian, the byte order Cloud Storage uses for crc32c hashes.
  return new Uint8Array([(c >>> 24) & 0xff, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff]);
}

export function crc32(data: Uint8Array): Uint8Array {
  return crc(CRC32_TABLE, data);
}

export function crc32c(data: Uint8Array): Uint8Array {
  return crc(CRC32C_TABLE, data);
}

export function md5(data: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('md5').update(data).digest());
}

export function sha256(data: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(data).digest());
}
