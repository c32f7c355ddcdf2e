/** One part of a zip as its central directory declares it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  inflatedSize: number;
  /** Where the part's compressed bytes start in the file. */
  dataOffset: number;
}

/** The directory of a zip, or why it was not read: unreadable, or more entries than allowed. */
export type ZipDirectory =
  | { ok: true; entries: ZipEntry[] }
  | { ok: false; reason: 'unreadable' }
  | { ok: false; reason: 'entries'; count: number };

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const ENTRY_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** Sizes and offsets of this value say "see the zip64 record": no spreadsheet under our limits needs one. */
const ZIP64_MARK = 0xffffffff;
const ENCRYPTED_FLAG = 0x1;

const unreadable: ZipDirectory = { ok: false, reason: 'unreadable' };

/** The end-of-central-directory record's offset, searched back from the end past a comment. */
function findEnd(view: DataView): number {
  const last = view.byteLength - END_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) === END_SIGNATURE && at + END_SIZE + view.getUint16(at + 20, true) <= view.byteLength)
      return at;
  }
  return -1;
}

/**
 * Reads a zip's central directory without inflating anything: every entry's sizes, and where its
 * data starts, found from its local header. Anything out of range, an entry encrypted or packed
 * other than stored or deflated, a zip64 archive: unreadable. More than `maxEntries` entries are
 * refused from the count the directory declares, before they are walked.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEnd(view);
  if (end < 0) return unreadable;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count > maxEntries) return { ok: false, reason: 'entries', count };
  if (count === 0 || directoryStart + directorySize > end) return unreadable;
  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_SIZE > directoryStart + directorySize || view.getUint32(at, true) !== ENTRY_SIGNATURE)
      return unreadable;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const inflatedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + ENTRY_SIZE + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const localStart = view.getUint32(at + 42, true);
    if (next > directoryStart + directorySize) return unreadable;
    if (flags & ENCRYPTED_FLAG || (method !== 0 && method !== 8)) return unreadable;
    if (compressedSize === ZIP64_MARK || inflatedSize === ZIP64_MARK || localStart === ZIP64_MARK) return unreadable;
    if (localStart + LOCAL_SIZE > directoryStart || view.getUint32(localStart, true) !== LOCAL_SIGNATURE)
      return unreadable;
    const dataOffset =
      localStart + LOCAL_SIZE + view.getUint16(localStart + 26, true) + view.getUint16(localStart + 28, true);
    if (dataOffset + compressedSize > directoryStart) return unreadable;
    if (method === 0 && compressedSize !== inflatedSize) return unreadable;
    const name = new TextDecoder().decode(bytes.subarray(at + ENTRY_SIZE, at + ENTRY_SIZE + nameLength));
    entries.push({ name, method, compressedSize, inflatedSize, dataOffset });
    at = next;
  }
  return { ok: true, entries };
}
