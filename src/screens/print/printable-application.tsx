import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Fragment, useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { PRINT_BUTTON_LABEL, type PrintableApplication } from '../../domain/application-print';
import { RECEIPT_WORDS } from '../../domain/receipt';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  BUDGET_FUNDING_LABELS,
  BUDGET_LABELS,
  type BudgetLine,
  budgetTotals,
  formatCents,
  parseCents,
} from '../../domain/budget';
import type { BudgetCategory, BudgetFunding } from '../../api/schema.gen';
import classes from './print.module.css';

/** The footer's applicant name: the page's margin boxes read it from the root element. */
const APPLICANT_PROPERTY = '--print-applicant';

function BudgetLinesTable({ lines }: { lines: readonly Omit<BudgetLine, 'id'>[] }) {
  const totals = budgetTotals(lines);
  const used = BUDGET_CATEGORIES.filter((category) => totals.byCategory[category] > 0);
  return (
    <table className={classes.table}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{BUDGET_LABELS.table}</caption>
      <thead>
        <tr>
          <th scope="col">{BUDGET_LABELS.category}</th>
          <th scope="col">{BUDGET_LABELS.description}</th>
          <th scope="col">{BUDGET_LABELS.funding}</th>
          <th scope="col" className={classes.amount}>
            {BUDGET_LABELS.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{BUDGET_CATEGORY_LABELS[line.category as BudgetCategory] ?? line.category}</td>
            <td>{line.description}</td>
            <td>{BUDGET_FUNDING_LABELS[line.fundedBy as BudgetFunding] ?? line.fundedBy}</td>
            <td className={classes.amount}>{formatCents(parseCents(line.amount) ?? 0)}</td>
          </tr>
        ))}
      </tbody>
      <tbody className={classes.totals}>
        {used.map((category) => (
          <tr key={category}>
            <th scope="row" colSpan={3}>
              {BUDGET_CATEGORY_LABELS[category]} subtotal
            </th>
            <td className={classes.amount}>{formatCents(totals.byCategory[category])}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={3}>
            {BUDGET_LABELS.requested}
          </th>
          <td className={classes.amount}>{formatCents(totals.requested)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {BUDGET_LABELS.costShared}
          </th>
          <td className={classes.amount}>{formatCents(totals.costShared)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {BUDGET_LABELS.total}
          </th>
          <td className={classes.amount}>{formatCents(totals.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The application laid out for paper: hidden on screen, and when the page is printed (the
 * button below, or the browser's own Print) the only thing printed: no navigation, buttons or
 * inspector. It sits directly in the body so the print styles can hide everything else.
 */
export function PrintableCopy({ copy }: { copy: PrintableApplication }) {
  // Drawn only while the page prints (the button, or the browser's own Print): the screen's
  // document, and what assistive technology reads of it, stay without a second copy.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(APPLICANT_PROPERTY, JSON.stringify(copy.applicant));
    return () => {
      root.style.removeProperty(APPLICANT_PROPERTY);
    };
  }, [copy.applicant]);
  if (!printing) return null;
  return createPortal(
    <article className={classes.copy}>
      <h1>{copy.projectTitle || 'Grant application'}</h1>
      <dl className={classes.facts}>
        <dt>Grant</dt>
        <dd>{copy.grantTitle}</dd>
        <dt>Deadline</dt>
        <dd>{copy.deadline}</dd>
        <dt>Applicant</dt>
        <dd>{copy.applicant}</dd>
        {copy.submission ? (
          <>
            <dt>{RECEIPT_WORDS.trackingNumber}</dt>
            <dd>{copy.submission.trackingNumber}</dd>
            <dt>Submitted</dt>
            <dd>{copy.submission.date}</dd>
            <dt>Stage</dt>
            <dd>{copy.submission.stage}</dd>
            <dt>Submission ID</dt>
            <dd>{copy.submission.id}</dd>
          </>
        ) : (
          <>
            <dt>Stage</dt>
            <dd>Not submitted yet</dd>
          </>
        )}
      </dl>
      {copy.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.budgetLines && <BudgetLinesTable lines={section.budgetLines} />}
          <dl className={classes.facts}>
            {section.items.map((item) => (
              <Fragment key={item.label}>
                <dt className={classes.item}>{item.label}</dt>
                <dd className={classes.item}>{item.value.trim() || '—'}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
      <section>
        <h2>Documents</h2>
        <dl className={classes.facts}>
          {copy.documents.map((document) => (
            <Fragment key={document.label}>
              <dt>{document.label}</dt>
              <dd>
                {document.name}
                {document.size ? ` (${document.size})` : ''}
              </dd>
            </Fragment>
          ))}
        </dl>
      </section>
    </article>,
    document.body,
  );
}

/** 'Print or save as PDF': the browser's print dialog makes the paper or the PDF; nothing is sent. */
export function PrintButton({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={() => window.print()}
    >
      {PRINT_BUTTON_LABEL}
    </Button>
  );
}
