import { afterEach, describe, expect, it } from 'vitest';
import { accessibleName, candidates } from '../../src/tour/find-target';

// The tour finds a step's element by role and accessible name, as a screen reader names it.

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the tour's element finder", () => {
  it('names a table by its caption, not by the text of all its cells', () => {
    document.body.innerHTML = `
      <table><caption> Budget table </caption>
        <tr><th>Category</th><th>Amount</th></tr>
        <tr><td>Equipment</td><td>$95,000.00</td></tr>
      </table>
      <table><tr><td>Budget table</td><td>no caption</td></tr></table>`;
    const [captioned] = document.querySelectorAll('table');
    expect(accessibleName(captioned as Element)).toBe('Budget table');
    expect(candidates({ role: 'table', name: 'Budget table' })).toEqual([captioned]);
  });

  it('leaves out what is hidden from screen readers', () => {
    document.body.innerHTML = `
      <div aria-hidden="true"><button>Print or save as PDF</button></div>
      <button>Print or save as PDF</button>`;
    const shown = document.querySelectorAll('button')[1];
    expect(candidates({ role: 'button', name: 'Print or save as PDF' })).toEqual([shown]);
  });
});
