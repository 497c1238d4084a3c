import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vernissage${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG chunk: length, type, data and the CRC over type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG whose header claims width x height pixels (30000x30000 by default) of the given bit
 * depth and colour type (8-bit RGB by default; 16 and 6 for 16-bit RGBA): the header is honest
 * about its size, the pixels never arrive.
 */
export async function pixelBomb(width = 30_000, height = 30_000, bitDepth = 8, colourType = 2): Promise<Buffer> {
  const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
  const ihdr = Buffer.from(small.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(bitDepth, 8);
  ihdr.writeUInt8(colourType, 9);
  return Buffer.concat([small.subarray(0, 8), chunk('IHDR', ihdr), small.subarray(33)]);
}
