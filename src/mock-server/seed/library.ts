import type { MockDatabase, UserRecord } from '../db';
import { findOrCreateFolder, storeFile } from '../routes/files';
import { DEMO_USERS } from './users';

// Demo library: a few folders and small, real documents (a valid PDF, an SVG chart, a CSV and a
// text note) made here, so preview and download show something true to life. Each account's
// documents are its organisation's (applications.ts tells the same story).

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

/** Eastside Food Collective's documents (the demo account, a food-security non-profit). */
function collectiveFiles(name: string): SeedFile[] {
  return [
    {
      folder: 'uploads',
      fileName: 'audited-financials-2025.pdf',
      daysAgo: 2,
      appUse: true,
      blob: () =>
        makePdf('Eastside Food Collective: audited financial statements 2025', [
          `Prepared for ${name}, executive director`,
          'Total revenue: $412,300 (grants $268,000, donations $144,300)',
          'Total expenses: $389,150 (food programmes 81%)',
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
          'Category,Amount (USD)\nGreenhouse structure,52000\nIrrigation,11000\nGrowing staff,30000\nOutreach,5000\nTotal,98000\n',
          'text/csv',
        ),
    },
    {
      folder: 'uploads',
      fileName: 'funding-by-quarter.svg',
      daysAgo: 18,
      blob: () =>
        makeBarChartSvg('Grant funding received by quarter ($1,000)', [
          ['Q1', 48],
          ['Q2', 72],
          ['Q3', 36],
          ['Q4', 112],
        ]),
    },
    {
      folder: 'uploads',
      fileName: 'board-meeting-notes.txt',
      daysAgo: 41,
      blob: () =>
        text(
          'Board meeting notes: Eastside Food Collective\n\n- Approved the grant plan for the coming year: greenhouse, kitchen apprenticeships, shared solar.\n- Finance to prepare the audited statements.\n- Next meeting in six weeks.\n',
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
          `Central Texas Food Bank supports the food hub led by ${name}.`,
          'It brings fresh produce to two pantries in a food desert.',
          'Sincerely, Central Texas Food Bank',
        ]),
    },
    {
      folder: 'grants',
      fileName: 'key-staff-resumes.pdf',
      daysAgo: 64,
      blob: () =>
        makePdf('Key staff resumes', [
          `${name} - Executive director, 12 years of community food programmes`,
          'Luis Ortega - Kitchen manager, certified food-safety trainer',
          'Priya Nair - Programmes lead, PhD in public health nutrition',
        ]),
    },
    {
      folder: 'Tax documents',
      fileName: 'irs-determination-letter.pdf',
      daysAgo: 120,
      blob: () =>
        makePdf('Tax-exempt determination letter', [
          'Eastside Food Collective is recognised as exempt under section 501(c)(3).',
          'Effective date: on file.',
        ]),
    },
  ];
}

/** Okafor Fabrication's documents (the second account, a for-profit metal fabricator). */
function fabricatorFiles(name: string): SeedFile[] {
  return [
    {
      folder: 'uploads',
      fileName: 'audited-financials-2025.pdf',
      daysAgo: 4,
      appUse: true,
      blob: () =>
        makePdf('Okafor Fabrication LLC: audited financial statements 2025', [
          `Prepared for ${name}, owner`,
          'Revenue: $6.2 million',
          'Operating income: $540,000',
          'Auditor opinion: unqualified',
        ]),
    },
    {
      folder: 'uploads',
      fileName: 'energy-use-2025.csv',
      daysAgo: 12,
      blob: () =>
        text(
          'Month,Electricity (kWh),Cost (USD)\nJanuary,61200,8870\nApril,57800,8380\nJuly,66400,9630\nOctober,59100,8570\n',
          'text/csv',
        ),
    },
    {
      folder: 'uploads',
      fileName: 'steel-offcuts-by-quarter.svg',
      daysAgo: 25,
      blob: () =>
        makeBarChartSvg('Steel offcuts collected by quarter (tons)', [
          ['Q1', 14],
          ['Q2', 19],
          ['Q3', 23],
          ['Q4', 31],
        ]),
    },
    {
      folder: 'uploads',
      fileName: 'production-meeting-notes.txt',
      daysAgo: 33,
      blob: () =>
        text(
          'Production meeting notes: Okafor Fabrication\n\n- Offcut trials with two partner shops went well.\n- Apply for the circular manufacturing grant this round.\n- Solar metering report due at the end of the quarter.\n',
        ),
    },
    {
      folder: 'grants',
      fileName: 'letter-of-support.pdf',
      daysAgo: 15,
      appUse: true,
      blob: () =>
        makePdf('Letter of support', [
          'To the grant review committee,',
          `Allegheny Manufacturers Network supports the reclaimed steel line of ${name}.`,
          'Six member shops will supply their offcuts.',
          'Sincerely, Allegheny Manufacturers Network',
        ]),
    },
    {
      folder: 'grants',
      fileName: 'key-staff-resumes.pdf',
      daysAgo: 70,
      blob: () =>
        makePdf('Key staff resumes', [
          `${name} - Owner, 18 years of structural steel fabrication`,
          'Grace Lin - Plant engineer, PE',
          'Marco Bianchi - Shop lead, certified welding inspector',
        ]),
    },
    {
      folder: 'Tax documents',
      fileName: 'tax-return-2025-summary.pdf',
      daysAgo: 110,
      blob: () =>
        makePdf('Federal tax return 2025: summary', [
          'Okafor Fabrication LLC, taxed as an S corporation.',
          'Filed on time; no balance due.',
        ]),
    },
  ];
}

/** Each demo account's library, as its story has it (other accounts get the collective's). */
function filesFor(user: UserRecord): SeedFile[] {
  const name = `${user.firstName} ${user.lastName}`;
  return user.email === DEMO_USERS[1].email ? fabricatorFiles(name) : collectiveFiles(name);
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
