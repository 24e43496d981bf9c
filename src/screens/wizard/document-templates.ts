import type { DocumentSection } from '../../domain/application-steps';

// The template offered for each document section: an outline the applicant fills in.

export const DOCUMENT_TEMPLATES: Record<DocumentSection, string> = {
  resumes: [
    'Resumes or CVs of Key Members',
    '',
    'For each key member of the project team:',
    '- Name and role in the project',
    '- Relevant qualifications and certifications',
    '- Experience with similar projects (organisation, years, outcomes)',
    '- Time committed to this project (hours per week)',
  ].join('\n'),
  lettersCommitment: [
    'Letter of Support or Commitment',
    '',
    '[Partner organisation letterhead]',
    'To the grant review committee,',
    '[Partner] supports [Applicant] in [project title] and commits to:',
    '- [Contribution: funds, staff time, space, equipment]',
    '- [Period of the commitment]',
    'Contact: [name, title, email, phone]',
    'Signed: [name, date]',
  ].join('\n'),
  organizationalChart: [
    'Organizational Chart',
    '',
    'Board / leadership: [names and roles]',
    '  Executive director: [name]',
    '    Project lead: [name]',
    '      Staff and volunteers: [names, roles]',
    '    Finance: [name]',
  ].join('\n'),
  auditedStatement: [
    'Audited Financial Statements',
    '',
    'Fiscal year: [YYYY]',
    'Auditor: [firm, contact]',
    'Statement of financial position: [total assets, liabilities, net assets]',
    'Statement of activities: [revenue, expenses, change in net assets]',
    "Auditor's opinion: [unqualified / qualified, date]",
  ].join('\n'),
};

export function templateFile(section: DocumentSection): File {
  return new File([DOCUMENT_TEMPLATES[section]], `${section}-template.txt`, { type: 'text/plain' });
}
