/** The pixel size of a PNG from its IHDR chunk; anything that is not a PNG fails. */
const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(data: Buffer, where = 'the file'): {width: number; height: number} {
  if (data.length < 24 || !data.subarray(0, 8).equals(signature) || data.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error(`${where} is not a PNG (no PNG signature and IHDR chunk)`);
  }
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20)};
}
