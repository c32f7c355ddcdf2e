const HEADER_SIZE = 512;
const DIFAT_IN_HEADER = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const END_OF_CHAIN = 0xfffffffe;
const STREAM = 2;

/**
 * The names of the streams in an OLE compound file (an .xls, or an encrypted .xlsx), read from its
 * directory: the header's sector size and FAT sectors (the header's 109, then the DIFAT chain), then
 * the directory's chain through the FAT. Null when anything points outside the file or a chain runs
 * longer than the file has sectors.
 */
export function compoundStreamNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < HEADER_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectors = Math.floor(bytes.length / sectorSize) - 1;
  const sectorStart = (sector: number) => (sector < sectors ? (sector + 1) * sectorSize : -1);
  const perSector = sectorSize / 4;

  const fatSectorCount = view.getUint32(0x2c, true);
  if (fatSectorCount > sectors) return null;
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatSectorCount, DIFAT_IN_HEADER); i++)
    fatSectors.push(view.getUint32(0x4c + i * 4, true));
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    const start = sectorStart(difat);
    if (start < 0 || hops > sectors) return null;
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorCount; i++)
      fatSectors.push(view.getUint32(start + i * 4, true));
    difat = view.getUint32(start + (perSector - 1) * 4, true);
  }
  const nextSector = (sector: number) => {
    const start = sectorStart(fatSectors[Math.floor(sector / perSector)] ?? sectors);
    return start < 0 ? -1 : view.getUint32(start + (sector % perSector) * 4, true);
  };

  const names: string[] = [];
  let sector = view.getUint32(0x30, true);
  for (let hops = 0; sector !== END_OF_CHAIN; hops++) {
    const start = sectorStart(sector);
    if (start < 0 || hops > sectors) return null;
    for (let at = start; at < start + sectorSize; at += DIRECTORY_ENTRY_SIZE) {
      const nameLength = view.getUint16(at + 0x40, true);
      if (bytes[at + 0x42] !== STREAM || nameLength < 2 || nameLength > 64) continue;
      names.push(Buffer.from(bytes.subarray(at, at + nameLength - 2)).toString('utf16le'));
    }
    sector = nextSector(sector);
  }
  return names;
}
