import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/** A part of a zip: its bytes, and optionally an inflated size other than theirs to declare. */
export interface ZipPart {
  name: string;
  data: Buffer;
  declaredSize?: number;
}

/** A zip of deflated parts, with the sizes each part declares (honest unless `declaredSize`). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.data, { level: 1 });
    const fields = Buffer.alloc(16);
    fields.writeUInt32LE(crc32(part.data), 0);
    fields.writeUInt32LE(packed.length, 4);
    fields.writeUInt32LE(part.declaredSize ?? part.data.length, 8);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    fields.copy(local, 14, 0, 12);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    fields.copy(entry, 16, 0, 12);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around the sheet's XML (declared at `sheetDeclaredSize`, if given). */
export function workbookParts(sheetXml: Buffer, sheetDeclaredSize?: number): ZipPart[] {
  const text = (name: string, xml: string): ZipPart => ({ name, data: Buffer.from(HEAD + xml) });
  return [
    text(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    text(
      '_rels/.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declaredSize: sheetDeclaredSize },
  ];
}

/** A real .xlsx, as the library writes it. */
export function smallXlsx(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A sheet of `lines` lines of `width` numbers each (the first line 1, 2, 3…), as its XML. */
export function numberRowsXml(lines: number, width = 1): Buffer {
  const rows: string[] = [];
  for (let line = 1; line <= lines; line++) {
    let cells = '';
    for (let column = 1; column <= width; column++) cells += `<c><v>${line === 1 ? column : line}</v></c>`;
    rows.push(`<row>${cells}</row>`);
  }
  return Buffer.from(`${HEAD}<worksheet xmlns="${MAIN}"><sheetData>${rows.join('')}</sheetData></worksheet>`);
}

/** A zip bomb: the sheet is `megabytes` of zeros, its sizes declared as they are. */
export function zipBomb(megabytes: number): Buffer {
  return zipOf(workbookParts(Buffer.alloc(megabytes * 1024 * 1024)));
}

/** An OLE compound file holding what an encrypted .xlsx holds: EncryptionInfo and EncryptedPackage. */
export function encryptedXlsx(): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c); // one FAT sector
  file.writeUInt32LE(1, 0x30); // the directory in sector 1
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  file.fill(0xff, 0x4c, sector);
  file.writeUInt32LE(0, 0x4c); // the FAT in sector 0
  const fat = sector;
  file.fill(0xff, fat, fat + sector);
  file.writeUInt32LE(0xfffffffd, fat);
  file.writeUInt32LE(0xfffffffe, fat + 4);
  const names: [string, number][] = [
    ['Root Entry', 5],
    ['EncryptionInfo', 2],
    ['EncryptedPackage', 2],
  ];
  names.forEach(([name, type], i) => {
    const at = sector * 2 + i * 128;
    file.write(name, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    file[at + 0x42] = type;
  });
  return file;
}
