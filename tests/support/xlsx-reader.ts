import { inflateRawSync } from 'node:zlib';

// A reader of .xlsx files that shares nothing with the library that writes them (SheetJS): the
// zip container read with Node's zlib, the sheet's XML (OOXML, ECMA-376) with the DOM's parser.
// It reads what the report needs checked: sheet names, cell types and values, number formats,
// hyperlinks, formulas and column widths. Needs a DOMParser (the jsdom environment).

/** The files of a zip archive (stored or deflated entries), by name. */
export function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const data = Buffer.from(bytes);
  // The end of central directory record: its signature, searched from the end (a comment may follow).
  let end = data.length - 22;
  while (end >= 0 && data.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip archive');
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i += 1) {
    if (data.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory');
    const method = data.readUInt16LE(offset + 10);
    const compressed = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + compressed);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression ${method}`);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Excel's built-in number formats that show a date. */
const BUILT_IN_DATE_FORMATS: Record<number, string> = {
  14: 'm/d/yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  22: 'm/d/yy h:mm',
};

export interface ReadCell {
  /** 'n' number, 's' text (shared, inline or formula string), 'b', 'e' ... as the file says. */
  type: string;
  value: string;
  /** The number format code the cell's style names ('General' when none). */
  format: string;
  /** The target of the cell's hyperlink, with its mode ('External' for a URL). */
  link?: { target: string; mode: string | null };
  /** The formula, when the cell holds one. */
  formula?: string;
}

export interface ReadSheet {
  cells: Map<string, ReadCell>;
  /** Column widths by column number (1-based), as the file gives them. */
  widths: Map<number, number>;
}

export interface ReadWorkbook {
  sheetNames: string[];
  sheet(name: string): ReadSheet;
}

function xml(files: Map<string, Buffer>, path: string): Document {
  const file = files.get(path);
  if (!file) throw new Error(`${path} is missing`);
  return new DOMParser().parseFromString(file.toString('utf8'), 'application/xml');
}

const all = (node: Document | Element, tag: string) => [...node.getElementsByTagName(tag)];

/** The relationships of a part, by id. */
function relationships(files: Map<string, Buffer>, part: string) {
  const slash = part.lastIndexOf('/');
  const path = `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
  const found = new Map<string, { target: string; mode: string | null }>();
  if (!files.has(path)) return found;
  for (const rel of all(xml(files, path), 'Relationship')) {
    found.set(rel.getAttribute('Id') ?? '', {
      target: rel.getAttribute('Target') ?? '',
      mode: rel.getAttribute('TargetMode'),
    });
  }
  return found;
}

export function readXlsx(bytes: Uint8Array): ReadWorkbook {
  const files = unzip(bytes);
  const workbook = xml(files, 'xl/workbook.xml');
  const workbookRels = relationships(files, 'xl/workbook.xml');
  const sheets = all(workbook, 'sheet').map((sheet) => {
    const target = workbookRels.get(sheet.getAttributeNS(RELATIONSHIPS, 'id') ?? '')?.target ?? '';
    // A target is relative to xl/, or absolute within the package.
    return {
      name: sheet.getAttribute('name') ?? '',
      path: target.startsWith('/') ? target.slice(1) : `xl/${target}`,
    };
  });

  const shared = files.has('xl/sharedStrings.xml')
    ? all(xml(files, 'xl/sharedStrings.xml'), 'si').map((si) =>
        all(si, 't')
          .map((t) => t.textContent ?? '')
          .join(''),
      )
    : [];

  // Each style's number format code.
  const styles = files.has('xl/styles.xml') ? xml(files, 'xl/styles.xml') : null;
  const codes = new Map<number, string>(
    Object.entries(BUILT_IN_DATE_FORMATS).map(([id, code]) => [Number(id), code]),
  );
  codes.set(0, 'General');
  const styleFormats: string[] = [];
  if (styles) {
    for (const numFmt of all(styles, 'numFmt')) {
      codes.set(Number(numFmt.getAttribute('numFmtId')), numFmt.getAttribute('formatCode') ?? '');
    }
    const cellXfs = all(styles, 'cellXfs')[0];
    for (const xf of cellXfs ? all(cellXfs, 'xf') : []) {
      const id = Number(xf.getAttribute('numFmtId') ?? 0);
      styleFormats.push(codes.get(id) ?? `built-in ${id}`);
    }
  }

  return {
    sheetNames: sheets.map((sheet) => sheet.name),
    sheet(name) {
      const path = sheets.find((sheet) => sheet.name === name)?.path;
      if (!path) throw new Error(`no sheet ${name}`);
      const doc = xml(files, path);
      const rels = relationships(files, path);
      const links = new Map(
        all(doc, 'hyperlink').map((link) => [
          link.getAttribute('ref') ?? '',
          rels.get(link.getAttributeNS(RELATIONSHIPS, 'id') ?? '') ?? {
            target: `#${link.getAttribute('location') ?? ''}`,
            mode: null,
          },
        ]),
      );
      const cells = new Map<string, ReadCell>();
      for (const c of all(doc, 'c')) {
        const ref = c.getAttribute('r') ?? '';
        const type = c.getAttribute('t') ?? 'n';
        const raw = all(c, 'v')[0]?.textContent ?? '';
        const value =
          type === 's'
            ? (shared[Number(raw)] ?? '')
            : type === 'inlineStr'
              ? all(c, 't')
                  .map((t) => t.textContent ?? '')
                  .join('')
              : raw;
        const formula = all(c, 'f')[0]?.textContent ?? undefined;
        const cell: ReadCell = {
          type: ['s', 'str', 'inlineStr'].includes(type) ? 's' : type,
          value,
          format: styleFormats[Number(c.getAttribute('s') ?? 0)] ?? 'General',
          ...(links.has(ref) ? { link: links.get(ref) } : {}),
          ...(formula !== undefined ? { formula } : {}),
        };
        cells.set(ref, cell);
      }
      const widths = new Map<number, number>();
      for (const col of all(doc, 'col')) {
        const min = Number(col.getAttribute('min'));
        const max = Number(col.getAttribute('max'));
        for (let n = min; n <= max; n += 1) widths.set(n, Number(col.getAttribute('width')));
      }
      return { cells, widths };
    },
  };
}
