/**
 * A shopper's table that becomes a list of cards where the box it sits in is too narrow for its
 * columns: a container query on that box (`container`, the island's own width, not the window's: a
 * host may put the tag in a narrow column), so nobody scrolls sideways to read a row.
 *
 * Each row is a card; each cell shows its column's name (`data-label`) above its value (the cell's
 * one child, a span): the value has the card's whole width, so a card is as tall at 320 px as at
 * 600 px, and the box a host reserves for the list holds it at every phone width. The header row is read but not shown,
 * except a header cell that holds a control (select all), shown with its name after it. The table
 * keeps its semantics: the component writes the table's roles (`role="table"`, `row`, `cell`, …),
 * since a table whose cells are no longer drawn as a table is a plain list to some browsers, and
 * the column names drawn in the cells have an empty alternative text, so a screen reader, which
 * says each cell's column header, does not say the name twice.
 *
 * `when` narrows the rule to some tables (`:has(th:nth-child(3))`: a schedule with a Status column).
 */
export function cardTableStyles(table: string, { container, below, when = '' }: { container: string; below: string; when?: string }): string {
  const t = `${table}${when}`;
  const cells = `${t}>:is(tbody,tfoot)>tr`;
  // Written as short as the build would minify it (it minifies only literals without `${}`).
  return (
    `@container ${container} (max-width:${below}){` +
    `${t},${t}>:is(thead,tbody,tfoot){display:block}` +
    `${t}>thead>tr{display:flex;flex-wrap:wrap}` +
    `${t}>thead>tr>:not(:has(input,button,select)){position:absolute;width:1px;height:1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}` +
    `${t}>thead>tr>:has(input,button,select){display:flex;align-items:center;gap:.5em;padding:0 0 .6em;border:0;font-weight:600;white-space:normal;text-align:start}` +
    `${t}>thead>tr>[data-label]:after{content:attr(data-label) / ""}` +
    `${cells}{display:block;margin:0 0 .6em;padding:.4em .75em;border:1px solid var(--rw-border);border-radius:var(--rw-radius)}` +
    `${cells}>*{display:block;padding:.2em 0;border:0;text-align:start;white-space:normal;overflow-wrap:break-word}` +
    `${cells}>:empty{display:none}` +
    `${cells}>[data-label]:before{content:attr(data-label) / "";display:block;font-size:.85em;font-weight:600;color:var(--rw-muted)}` +
    // A lone checkbox (a row's selection) goes before its column's name, on one line.
    `${cells}>[data-label]:has(>span>input[type=checkbox]:only-child){display:flex;flex-direction:row-reverse;justify-content:flex-end;align-items:center;gap:.5em}` +
    `${cells}>[data-label]:has(>span>input[type=checkbox]:only-child):before{display:inline}}`
  );
}
