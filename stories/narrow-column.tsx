import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import './narrow-column.css';

/**
 * Draws the story in a host's narrow column (18em) whatever the window's width, as a phone lays it
 * out. A class from a stylesheet, not a style attribute: the pages our tags run on refuse inline
 * styles.
 */
export const inANarrowColumn: Decorator = (Story) => (
  <div className="sb-narrow-column">
    <Story />
  </div>
);

/**
 * What a shopper sees of a table drawn as cards (`src/ui/card-table.ts`): no header row across the
 * top, each row a card no wider than `column`, and every value on it under its column's name, in
 * the header's own words (whatever the page's language). A screen reader still meets a table: the
 * name drawn on the card is left out of what the cell says.
 */
export async function expectCards(table: HTMLTableElement, column: Element): Promise<void> {
  const headers = [...table.querySelectorAll('thead th')].map((header) => (header.textContent ?? '').trim());
  await waitFor(() => expect(getComputedStyle(table.tHead!).display).toBe('block'));
  const rows = [...table.tBodies[0]!.rows];
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    await expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(column.getBoundingClientRect().width);
    for (const [index, cell] of [...row.cells].entries()) {
      const header = headers[index];
      // A column named by a control alone (select all) names its cells with its own label.
      if (!header) continue;
      await expect(getComputedStyle(cell, '::before').content).toBe(`"${header}" / ""`);
      await expect(cell.textContent).not.toContain(header);
    }
  }
}
