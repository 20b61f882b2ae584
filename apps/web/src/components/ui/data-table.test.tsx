import { describe, expect, it } from "vitest";
import { DataTable, type DataTableColumn } from "./data-table";
import { renderMarkup } from "./test-render";

type Order = { number: string; status: string; total: string };

const columns: DataTableColumn<Order>[] = [
  { key: "number", header: "Order", cell: (row) => row.number, priority: "primary" },
  { key: "status", header: "Status", cell: (row) => row.status },
  { key: "total", header: "Total", cell: (row) => row.total, align: "end" },
];
const rows: Order[] = [
  { number: "C-1001", status: "Shipped", total: "€120.00" },
  { number: "C-1002", status: "Paid", total: "€80.50" },
];

const cellsOf = (markup: string) => [...markup.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1] ?? "");

describe("DataTable", () => {
  it("is a real table with a caption and column headers", () => {
    const markup = renderMarkup(<DataTable caption="Your orders" columns={columns} rows={rows} rowKey={(row) => row.number} />);
    expect(markup).toMatch(/<table[^>]*><caption class="visually-hidden">Your orders<\/caption>/);
    expect(markup.match(/<th scope="col"/g)).toHaveLength(3);
    expect(markup.match(/<tbody>.*<\/tbody>/)?.[0].match(/<tr>/g)).toHaveLength(2);
  });

  it("labels each cell with its header for the stacked cards of phones, except the card's title", () => {
    const cells = cellsOf(renderMarkup(<DataTable caption="Orders" columns={columns} rows={rows} rowKey={(row) => row.number} />));
    expect(cells).toHaveLength(6);
    expect(cells[0]).not.toContain("Order</span>");
    expect(cells[0]).toContain("C-1001");
    expect(cells[1]).toMatch(/<span class="[^"]*cellLabel[^"]*">Status<\/span><span class="[^"]*cellValue[^"]*">Shipped<\/span>/);
    expect(cells[5]).toMatch(/>Total<\/span><span[^>]*>€80.50</);
  });

  it("aligns amounts to the end, header and cells alike", () => {
    const markup = renderMarkup(<DataTable caption="Orders" columns={columns} rows={rows} rowKey={(row) => row.number} />);
    expect(markup.match(/data-align="end"/g)).toHaveLength(3);
  });

  it("draws skeleton rows while loading, busy and announced", () => {
    const markup = renderMarkup(
      <DataTable caption="Orders" columns={columns} rows={[]} rowKey={(row) => row.number} state="loading" skeletonRows={4} />,
    );
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain('<p role="status" class="visually-hidden">Loading…</p>');
    expect(markup.match(/<tr aria-hidden="true"/g)).toHaveLength(4);
    expect(markup).not.toContain("C-1001");
  });

  it("says the list could not load, with a retry button only when there is a way to retry", () => {
    const withRetry = renderMarkup(
      <DataTable caption="Orders" columns={columns} rows={[]} rowKey={(row) => row.number} state="error" onRetry={() => {}} />,
    );
    expect(withRetry).toContain('role="alert"');
    expect(withRetry).toContain("This could not be loaded.");
    expect(withRetry).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(withRetry).not.toContain("<table");
    const without = renderMarkup(<DataTable caption="Orders" columns={columns} rows={[]} rowKey={(row) => row.number} state="error" />);
    expect(without).not.toContain("<button");
  });

  it("shows its empty state instead of an empty table", () => {
    const markup = renderMarkup(
      <DataTable caption="Orders" columns={columns} rows={[]} rowKey={(row) => row.number} empty={<p>No order yet</p>} />,
    );
    expect(markup).toBe("<p>No order yet</p>");
  });

  it("keeps the table and its way back on a page emptied past the first one", () => {
    const markup = renderMarkup(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.number}
        pagination={{ hasPrevious: true, hasNext: false, onPrevious: () => {}, onNext: () => {} }}
      />,
    );
    expect(markup).toContain("<table");
    expect(markup).toMatch(/<button type="button"[^>]*data-rel="prev"[^>]*>/);
  });

  it("shows pagination only when there is another page", () => {
    const single = renderMarkup(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.number}
        pagination={{ hasPrevious: false, hasNext: false, onPrevious: () => {}, onNext: () => {} }}
      />,
    );
    expect(single).not.toContain("<nav");
  });
});
