import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { ListContextProvider, useList } from 'react-admin';
import { PAGE_SIZE, pageCount } from '../../domain/paging.ts';
import { ListPagination } from '../list/ListPagination.tsx';
import { useIsMobile } from '../layout/useIsMobile.ts';
import type { TableColumn } from './tableCsv.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** A table whose rows come a page at a time from the server: `rows` is the page shown, `total` the rows in all. */
export interface ServerPaging {
  total: number;
  page: number;
  setPage: (page: number) => void;
}

interface ChartCardTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  /** every row (paged here), or with `paging` the server's page */
  rows: readonly Row[];
  paging?: ServerPaging;
  /** names the table for assistive technology */
  label: string;
}

/** Rows as a table, or below 768 px as one card per row, 20 a page with the app's one pager (a local list context). */
export function ChartCardTable<Row>({ columns, rows, paging, label }: ChartCardTableProps<Row>) {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  // react-admin's records need an id: a row's place in the figures is one
  const records = useMemo(() => rows.map((row, id) => ({ id, row })), [rows]);
  const local = useList({ data: records, perPage: PAGE_SIZE });
  // The server's page: the pager counts the server's rows and asks the section for another page.
  const list = paging ? ({ ...local, page: paging.page, setPage: paging.setPage, total: paging.total } as typeof local) : local;
  const { page, setPage, total = 0 } = list;
  const lastPage = pageCount(total);
  // Fewer rows after a filter change: stay on the last page there is.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
  const headers = columns.map((column) => translate(column.label));
  // useList slices in an effect: its first answer may still hold every row
  const shown = paging ? rows : (local.data ?? []).slice(0, PAGE_SIZE).map((record) => record.row);
  return (
    <ListContextProvider value={list}>
      {isMobile ? <RowCards columns={columns} headers={headers} rows={shown} /> : <RowTable columns={columns} headers={headers} rows={shown} label={label} />}
      {total > PAGE_SIZE && <ListPagination label="lsm.analytics.table_pages" />}
    </ListContextProvider>
  );
}

interface RowsProps<Row> {
  columns: readonly TableColumn<Row>[];
  headers: string[];
  rows: readonly Row[];
}

function RowTable<Row>({ columns, headers, rows, label }: RowsProps<Row> & { label: string }) {
  // A table wider than its card scrolls sideways; its cells hold no control to tab to, so the scrolling area
  // itself takes the focus, or a keyboard could not reach the columns on the right (axe: scrollable-region-focusable).
  return (
    <Box role="group" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, k) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {headers[k]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RowCards<Row>({ columns, headers, rows }: RowsProps<Row>) {
  return (
    <Stack spacing={1}>
      {rows.map((row, r) => (
        <Card key={r} variant="outlined">
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            {columns.map((column, k) => (
              <Stack key={column.key} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  {headers[k]}
                </Typography>
                <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
                  {column.value(row)}
                </Typography>
              </Stack>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
