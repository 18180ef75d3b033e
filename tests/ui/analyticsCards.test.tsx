import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { Bars } from '../../src/custom/analytics/charts.tsx';
import { ChartCardTable } from '../../src/custom/analytics/ChartCardTable.tsx';
import type { TableColumn } from '../../src/custom/analytics/tableCsv.ts';
import { i18nProvider } from '../../src/providers/i18n/i18nProvider.ts';

// Platform-wide figures have a row per store (thousands): the table pages them 20 at a time and a bar chart
// draws the first 20, saying so.

type Row = { name: string; gross: number };
const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({ name: `Store ${i + 1}`, gross: 1000 - i }));
const columns: TableColumn<Row>[] = [
  { key: 'name', label: 'lsm.analytics.columns.store', value: (row) => row.name },
  { key: 'gross', label: 'lsm.analytics.columns.gross', value: (row) => String(row.gross), numeric: true },
];

const inI18n = (node: React.ReactNode) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <I18nContextProvider value={i18nProvider}>{node}</I18nContextProvider>
    </ThemeProvider>,
  );

describe('analytics figures with many rows', () => {
  it('pages the table 20 rows at a time', async () => {
    inI18n(<ChartCardTable columns={columns} rows={rows} label="Sales by store" />);
    const table = screen.getByRole('table', { name: 'Sales by store' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(rows.slice(0, 20).map((row) => row.name));
    expect(screen.getByText('1-20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(names()).toEqual(rows.slice(20, 40).map((row) => row.name));
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(names()).toEqual(rows.slice(40).map((row) => row.name));
    expect(screen.getByText('41-45 of 45')).toBeTruthy();
  });

  it('lets a keyboard reach a table wider than its card: the area that scrolls it takes the focus', async () => {
    inI18n(<ChartCardTable columns={columns} rows={rows} label="Sales by store" />);
    const scrollArea = screen.getByRole('group', { name: 'Sales by store' });
    expect(within(scrollArea).getByRole('table', { name: 'Sales by store' })).toBeTruthy();
    await userEvent.tab();
    expect(scrollArea).toHaveFocus();
  });

  it("pages with the app's one pager and stays on the last page there is when fewer rows come", async () => {
    const view = inI18n(<ChartCardTable columns={columns} rows={rows} label="Sales by store" />);
    const pages = screen.getByRole('group', { name: 'Pages of the table' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByText('41-45 of 45')).toBeTruthy();

    const fewer = rows.slice(0, 30);
    view.rerender(
      <ThemeProvider theme={createTheme()}>
        <I18nContextProvider value={i18nProvider}>
          <ChartCardTable columns={columns} rows={fewer} label="Sales by store" />
        </I18nContextProvider>
      </ThemeProvider>,
    );
    expect(await screen.findByText('21-30 of 30')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sales by store' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(fewer.slice(20).map((row) => row.name));
  });

  it("pages a server's rows with the same pager: the page it was given, the server's total, another page asked for", async () => {
    const asked: number[] = [];
    const view = (page: number) => (
      <ThemeProvider theme={createTheme()}>
        <I18nContextProvider value={i18nProvider}>
          <ChartCardTable columns={columns} rows={rows.slice((page - 1) * 20, page * 20)} paging={{ total: 45, page, setPage: (next) => asked.push(next) }} label="Sales by store" />
        </I18nContextProvider>
      </ThemeProvider>
    );
    const shown = render(view(1));
    const names = () => within(screen.getByRole('table', { name: 'Sales by store' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(rows.slice(0, 20).map((row) => row.name));
    expect(screen.getByText('1-20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(asked).toEqual([2]);
    shown.rerender(view(3));
    expect(names()).toEqual(rows.slice(40).map((row) => row.name));
    expect(screen.getByText('41-45 of 45')).toBeTruthy();
  });

  it('says how many rows there are in all when the bars are a first page', () => {
    inI18n(<Bars horizontal total={9653} labels={rows.slice(0, 20).map((row) => row.name)} series={[{ label: 'Gross', data: rows.slice(0, 20).map((row) => row.gross) }]} />);
    expect(screen.getByText('The chart shows the first 20 of 9,653; the table and the CSV have them all.')).toBeTruthy();
  });

  it('draws the first 20 bars of a long list and says the table has them all', () => {
    inI18n(<Bars horizontal labels={rows.map((row) => row.name)} series={[{ label: 'Gross', data: rows.map((row) => row.gross) }]} />);
    expect(screen.getByText('The chart shows the first 20 of 45; the table and the CSV have them all.')).toBeTruthy();
  });

  it('says nothing of the kind when every bar fits', () => {
    inI18n(<Bars horizontal labels={['A', 'B']} series={[{ label: 'Gross', data: [2, 1] }]} />);
    expect(screen.queryByText(/The chart shows the first/)).toBeNull();
  });
});
