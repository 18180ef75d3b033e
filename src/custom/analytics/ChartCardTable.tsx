import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { useIsMobile } from '../layout/useIsMobile.ts';
import type { TableColumn } from './tableCsv.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface ChartCardTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** names the table for assistive technology */
  label: string;
}

/** Rows as a table, or below 768 px as one card per row, 20 a page. */
export function ChartCardTable<Row>({ columns, rows, label }: ChartCardTableProps<Row>) {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(0);
  const headers = columns.map((column) => translate(column.label));
  // Fewer rows after a filter change: stay on the last page there is.
  const current = Math.min(page, Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1));
  const shown = rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <>
      {isMobile ? <RowCards columns={columns} headers={headers} rows={shown} /> : <RowTable columns={columns} headers={headers} rows={shown} label={label} />}
      {rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          aria-label={translate('lsm.analytics.table_pages')}
          count={rows.length}
          page={current}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => translate('lsm.list.rows', { from, to, total: count })}
        />
      )}
    </>
  );
}

interface RowsProps<Row> {
  columns: readonly TableColumn<Row>[];
  headers: string[];
  rows: readonly Row[];
}

function RowTable<Row>({ columns, headers, rows, label }: RowsProps<Row> & { label: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
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
