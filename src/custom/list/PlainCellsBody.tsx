import { styled, tableCellClasses, tableRowClasses } from '@mui/material';
import clsx from 'clsx';
import { Children, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  SelectRowCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { useRowClick } from './useRowClick.ts';

type Column = ReactElement<DataTableColumnProps>;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const cellClass = ({ align, cellClassName, className, source }: DataTableColumnProps) =>
  clsx(
    tableCellClasses.root,
    tableCellClasses.body,
    tableCellClasses.sizeSmall,
    DataTableClasses.rowCell,
    align && align !== 'inherit' && tableCellClasses[`align${capitalise(align)}` as 'alignRight'],
    cellClassName,
    className,
    `column-${source}`,
  );

const valueAt = (record: RaRecord, source: string): unknown =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], record);

const cellContent = ({ children, render, source }: DataTableColumnProps, record: RaRecord): ReactNode => {
  if (children) return children;
  if (render) return render(record);
  const value = source ? valueAt(record, source) : null;
  return value == null ? null : String(value);
};

interface PlainRowProps {
  record: RaRecord;
  columns: Column[];
  className: string;
  checkbox: boolean;
  onClick: ((record: RaRecord, event: MouseEvent) => void) | null;
}

const PlainRow = ({ record, columns, className, checkbox, onClick }: PlainRowProps) => (
  <tr
    className={clsx(tableRowClasses.root, tableRowClasses.hover, DataTableClasses.row, onClick && DataTableClasses.clickableRow, className)}
    onClick={onClick ? (event) => onClick(record, event) : undefined}
  >
    {checkbox && (
      <td
        className={clsx(tableCellClasses.root, tableCellClasses.body, tableCellClasses.sizeSmall, tableCellClasses.paddingCheckbox)}
        onClick={(event) => event.stopPropagation()}
      >
        <SelectRowCheckbox />
      </td>
    )}
    {columns.map((column, index) => (
      <td key={column.key ?? index} className={cellClass(column.props)}>
        {cellContent(column.props, record)}
      </td>
    ))}
  </tr>
);

/**
 * The body of every DataTable (the theme's default, src/theme.ts): plain table rows and cells, styled once for
 * the whole body. react-admin's own body renders each cell through two styled layers and a store subscription,
 * each row through two more: on the inventory's 20 rows of 14 columns the table's commit took ~140 ms of main
 * thread on a warm reload, ~105 ms with this body (bench/RESULTS.md).
 * Columns are react-admin's `DataTable.Col` with render, source, align and cellClassName (a column's `sx` is not
 * applied: give it a cellClassName and style the table); the checkbox and the row click are react-admin's.
 */
export const PlainCellsBody = ({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const onClick = useRowClick();
  const columns = Children.toArray(children).filter(isValidElement) as Column[];
  const checkbox = Boolean(hasBulkActions && handleToggleItem);
  return (
    <Body className={clsx('datatable-body', 'MuiTableBody-root', DataTableClasses.tbody)}>
      {data?.map((record, index) => (
        <RecordContextProvider value={record} key={record.id ?? `row${index}`}>
          <PlainRow
            record={record}
            columns={columns}
            checkbox={checkbox}
            onClick={onClick}
            className={index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}
          />
        </RecordContextProvider>
      ))}
    </Body>
  );
};

// MUI's small body cell and hover row, once for the whole body. Under :where() the rules weigh one class, as
// MUI's own do, so a table's `sx` (e.g. '& td': { verticalAlign: 'top' }) still overrides them.
const cell = (name: string) => `& :where(.${name})`;
const Body = styled('tbody')(({ theme }) => ({
  display: 'table-row-group',
  [cell(tableRowClasses.root)]: { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  [`& :where(.${tableRowClasses.hover}:hover)`]: { backgroundColor: theme.palette.action.hover },
  [cell(tableCellClasses.root)]: {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    padding: '6px 16px',
  },
  [cell(tableCellClasses.paddingCheckbox)]: { width: 24, padding: '0 12px 0 16px' },
  // over the checkbox's own padding, as MUI's cell does it
  [`& .${tableCellClasses.paddingCheckbox} > *`]: { padding: 0 },
  [cell(tableCellClasses.alignCenter)]: { textAlign: 'center' },
  [cell(tableCellClasses.alignRight)]: { textAlign: 'right', flexDirection: 'row-reverse' },
}));
