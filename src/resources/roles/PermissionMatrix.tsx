import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Fragment } from 'react';
import { PERMISSION_ACTIONS, PERMISSION_SECTIONS, rowKeys, type PermissionRow } from '../../domain/permissionMatrix.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface PermissionMatrixProps {
  granted: readonly string[];
  readOnly: boolean;
  /** turns the given keys on or off together */
  onChange(keys: readonly string[], on: boolean): void;
}

const cellSx = { px: 0.5, textAlign: 'center' } as const;

/**
 * Every permission of spec 000 §6 as a tick box: areas as rows (under their group), view / create /
 * edit / delete as columns, and a last box that ticks the whole row. A group of one area needs no heading.
 */
export const PermissionMatrix = ({ granted, readOnly, onChange }: PermissionMatrixProps) => {
  const translate = useLsmTranslate();
  const rowOf = (row: PermissionRow) => {
    const keys = rowKeys(row);
    const on = keys.filter((key) => granted.includes(key)).length;
    const area = translate(`lsm.employees.permission_areas.${row.area}` satisfies LsmMessageKey);
    return (
      <TableRow key={row.area} hover>
        <TableCell component="th" scope="row" sx={{ pl: { xs: 1, sm: 2 } }}>
          {area}
        </TableCell>
        {PERMISSION_ACTIONS.map((action) => {
          const key = row.cells[action];
          return (
            <TableCell key={action} sx={cellSx}>
              {key && (
                <Checkbox
                  size="small"
                  checked={granted.includes(key)}
                  disabled={readOnly}
                  onChange={(event) => onChange([key], event.target.checked)}
                  slotProps={{ input: { 'aria-label': translate(`lsm.employees.permission_names.${key}` satisfies LsmMessageKey) } }}
                />
              )}
            </TableCell>
          );
        })}
        <TableCell sx={cellSx}>
          <Checkbox
            size="small"
            checked={on === keys.length}
            indeterminate={on > 0 && on < keys.length}
            disabled={readOnly}
            onChange={() => onChange(keys, on < keys.length)}
            slotProps={{ input: { 'aria-label': translate('lsm.employees.permission_matrix.all_in_row', { area }) } }}
          />
        </TableCell>
      </TableRow>
    );
  };
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('lsm.employees.roles.permissions')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: { xs: 1, sm: 2 } }}>{translate('lsm.employees.permission_matrix.area')}</TableCell>
            {PERMISSION_ACTIONS.map((action) => (
              <TableCell key={action} sx={cellSx}>
                {translate(`lsm.employees.permission_matrix.${action}`)}
              </TableCell>
            ))}
            <TableCell sx={cellSx}>{translate('lsm.employees.permission_matrix.all')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSION_SECTIONS.map((section) => (
            <Fragment key={section.group}>
              {section.rows.length > 1 && (
                <TableRow>
                  <TableCell component="th" scope="rowgroup" colSpan={PERMISSION_ACTIONS.length + 2} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                    {translate(`lsm.employees.permission_groups.${section.group}`)}
                  </TableCell>
                </TableRow>
              )}
              {section.rows.map(rowOf)}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
