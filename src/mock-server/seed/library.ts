import type { MockDatabase, UserRecord } from '../db';
import { findOrCreateFolder, storeFile } from '../routes/files';

// Demo library: a few folders and small, real documents (a valid PDF, an SVG chart, a CSV and a
// text note) made here, so preview and download show something true to life.

const DAY = 24 * 60 * 60 * 1000;

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF 1.4 with a title and lines of text in Helvetica; offsets computed, so valid. */
export function makePdf(title: string, lines: readonly string[]): Blob {
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 740 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 12 Tf',
    '0 -32 Td',
    ...lines.flatMap((line) => [`(${escapePdfText(line)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}

/** A small bar chart as SVG (no script). */
export function makeBarChartSvg(title: string, bars: readonly [string, number][]): Blob {
  const max = Math.max(...bars.map(([, value]) => value), 1);
  const rects = bars
    .map(([label, value], index) => {
      const height = Math.round((value / max) * 160);
      const x = 40 + index * 70;
      return (
        `<rect x="${x}" y="${200 - height}" width="44" height="${height}" fill="#1c7ed6"/>` +
        `<text x="${x + 22}" y="222" font-size="12" text-anchor="middle">${label}</text>`
      );
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${80 + bars.length * 70}" height="240" viewBox="0 0 ${80 + bars.length * 70} 240">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="20" y="24" font-size="16" font-family="sans-serif">${title}</text>${rects}</svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

const text = (body: string, type = 'text/plain') => new Blob([body], { type });

interface SeedFile {
  folder: string;
  fileName: string;
  blob: () => Blob;
  daysAgo: number;
  appUse?: boolean;
}

function filesFor(user: UserRecord): SeedFile[] {
  const name = `${user.firstName} ${user.lastName}`;
  return [
    {
      folder: 'uploads',
      fileName: 'audited-financials-2025.pdf',
      daysAgo: 2,
      appUse: true,
      blob: () =>
        makePdf('Audited financial statements 2025', [
          `Prepared for ${name}`,
          'Total revenue: $412,300',
          'Total expenses: $389,150',
          'Net assets at year end: $96,420',
          'Auditor opinion: unqualified',
        ]),
    },
    {
      folder: 'uploads',
      fileName: 'project-budget-summary.csv',
      daysAgo: 5,
      blob: () =>
        text(
          'Category,Amount (USD)\nPersonnel,48000\nEquipment,12500\nTravel,3200\nIndirect costs,6370\nTotal,70070\n',
          'text/csv',
        ),
    },
    {
      folder: 'uploads',
      fileName: 'funding-by-quarter.svg',
      daysAgo: 18,
      blob: () =>
        makeBarChartSvg('Funding received by quarter', [
          ['Q1', 12],
          ['Q2', 18],
          ['Q3', 9],
          ['Q4', 22],
        ]),
    },
    {
      folder: 'uploads',
      fileName: 'board-meeting-notes.txt',
      daysAgo: 41,
      blob: () =>
        text(
          'Board meeting notes\n\n- Approved the grant application plan for the coming year.\n- Finance to prepare the audited statements.\n- Next meeting in six weeks.\n',
        ),
    },
    {
      folder: 'grants',
      fileName: 'letter-of-support.pdf',
      daysAgo: 9,
      appUse: true,
      blob: () =>
        makePdf('Letter of support', [
          'To the grant review committee,',
          `We are pleased to support the project led by ${name}.`,
          'It meets a clear need in our community.',
          'Sincerely, Community Partners Network',
        ]),
    },
    {
      folder: 'grants',
      fileName: 'key-staff-resumes.pdf',
      daysAgo: 64,
      blob: () =>
        makePdf('Key staff resumes', [
          `${name} - Project director, 12 years of programme management`,
          'Alex Chen - Finance lead, CPA',
          'Priya Nair - Evaluation lead, PhD in public policy',
        ]),
    },
    {
      folder: 'Tax documents',
      fileName: 'irs-determination-letter.pdf',
      daysAgo: 120,
      blob: () =>
        makePdf('Tax-exempt determination letter', [
          'Organisation recognised as exempt under section 501(c)(3).',
          'Effective date: on file.',
        ]),
    },
  ];
}

export async function seedLibrary(db: MockDatabase, users: UserRecord[], now: Date): Promise<void> {
  for (const user of users) {
    const folders = ['uploads', 'grants', 'Tax documents'];
    for (const [index, folder] of folders.entries()) {
      await findOrCreateFolder(db, user.id, folder, new Date(now.getTime() - (200 - index) * DAY));
    }
    for (const file of filesFor(user)) {
      await storeFile(db, {
        userId: user.id,
        folderName: file.folder,
        fileName: file.fileName,
        blob: file.blob(),
        appUse: file.appUse ?? false,
        createdAt: new Date(now.getTime() - file.daysAgo * DAY).toISOString(),
      });
    }
  }
}
