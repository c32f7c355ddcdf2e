import {
  SHEET_MAX_INFLATE_RATIO,
  SHEET_MAX_INFLATED_MB,
  SHEET_MAX_MB,
  SHEET_MAX_ZIP_ENTRIES,
  SHEET_RATIO_FREE_MB,
} from '@scenecast/contracts';
import { compoundStreamNames } from './compound-file.js';
import { refuseSheet } from './sheet-refusals.js';
import { readZipDirectory, type ZipEntry } from './zip-directory.js';

const MB = 1024 * 1024;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
/** The streams an encrypted Office file is made of (MS-OFFCRYPTO), in place of the workbook. */
const ENCRYPTED_STREAMS = ['EncryptionInfo', 'EncryptedPackage'];

/** A spreadsheet that passed the checks on its bytes: an .xlsx with its zip's parts, or an .xls. */
export type CheckedSheet = { type: 'xlsx'; entries: ZipEntry[] } | { type: 'xls' };

function checkZip(bytes: Uint8Array): CheckedSheet {
  const directory = readZipDirectory(bytes, SHEET_MAX_ZIP_ENTRIES);
  if (!directory.ok) throw refuseSheet(directory.reason === 'entries' ? 'entries' : 'unreadable');
  const { entries } = directory;
  if (entries.reduce((sum, entry) => sum + entry.compressedSize, 0) > SHEET_MAX_MB * MB)
    throw refuseSheet('compressed');
  const ratioBound = (entry: ZipEntry) =>
    entry.inflatedSize > SHEET_RATIO_FREE_MB * MB &&
    entry.inflatedSize > entry.compressedSize * SHEET_MAX_INFLATE_RATIO;
  if (entries.some(ratioBound)) throw refuseSheet('ratio');
  if (entries.reduce((sum, entry) => sum + entry.inflatedSize, 0) > SHEET_MAX_INFLATED_MB * MB)
    throw refuseSheet('inflated');
  return { type: 'xlsx', entries };
}

function checkCompoundFile(bytes: Uint8Array): CheckedSheet {
  const names = compoundStreamNames(bytes);
  if (!names) throw refuseSheet('unreadable');
  if (names.some((name) => ENCRYPTED_STREAMS.includes(name))) throw refuseSheet('encrypted');
  return { type: 'xls' };
}

/**
 * Checks a spreadsheet's bytes before any library reads them: the type from the signature (never
 * the name); for an .xlsx its zip directory against the limits on parts, sizes and compression
 * ratio; for an OLE file that it is a readable compound file and not an encrypted .xlsx. Throws
 * the import's refusal, naming the limit.
 */
export function precheckSheet(bytes: Uint8Array): CheckedSheet {
  if (bytes.length > SHEET_MAX_MB * MB) throw refuseSheet('compressed');
  if (startsWith(bytes, ZIP)) return checkZip(bytes);
  if (startsWith(bytes, OLE)) return checkCompoundFile(bytes);
  throw refuseSheet('fileType');
}
