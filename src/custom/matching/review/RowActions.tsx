import AddBoxIcon from '@mui/icons-material/AddBox';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { GlobalItemUpdateBlock } from '../../../domain/matchReview.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

/** The actions a row offers, by what its buttons do. */
export type RowCommand = 'accept' | 'reject' | 'search' | 'unlink' | 'insert' | 'copy' | 'no_catalogue_item' | 'delete';

interface RowActionsProps {
  name: string;
  /** the commands this row offers */
  offered: readonly RowCommand[];
  /** why copying to the catalogue item is disabled, or null */
  copyBlock: GlobalItemUpdateBlock | null;
  busy: boolean;
  onCommand(command: RowCommand): void;
}

const PRIMARY: { command: RowCommand; icon: typeof CheckIcon; variant: 'contained' | 'outlined' | 'text' }[] = [
  { command: 'accept', icon: CheckIcon, variant: 'contained' },
  { command: 'insert', icon: AddBoxIcon, variant: 'contained' },
  { command: 'reject', icon: CloseIcon, variant: 'outlined' },
  { command: 'search', icon: SearchIcon, variant: 'outlined' },
  { command: 'unlink', icon: LinkOffIcon, variant: 'text' },
];
const SECONDARY: RowCommand[] = ['copy', 'no_catalogue_item', 'delete'];

const LABELS: Record<RowCommand, LsmMessageKey> = {
  accept: 'lsm.matching.actions.accept',
  reject: 'lsm.matching.actions.reject',
  search: 'lsm.matching.actions.search',
  unlink: 'lsm.matching.actions.unlink',
  insert: 'lsm.matching.actions.insert',
  copy: 'lsm.matching.actions.copy_to_catalogue',
  no_catalogue_item: 'lsm.matching.actions.no_catalogue_item',
  delete: 'lsm.matching.actions.delete',
};

/** The row's main actions as buttons; copying fields, "no catalogue item" and delete in a menu. */
export const RowActions = ({ name, offered, copyBlock, busy, onCommand }: RowActionsProps) => {
  const translate = useLsmTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const blockText = (block: GlobalItemUpdateBlock) =>
    block.kind === 'missing'
      ? translate('lsm.matching.copy_blocked.missing', { fields: block.fields.map((field) => translate(`lsm.matching.row.fields.${field}`)).join(', ') })
      : translate(`lsm.matching.copy_blocked.${block.kind}`);
  const choose = (command: RowCommand) => {
    setAnchor(null);
    onCommand(command);
  };
  const secondary = SECONDARY.filter((command) => offered.includes(command));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {PRIMARY.filter(({ command }) => offered.includes(command)).map(({ command, icon: Icon, variant }) => (
        <Button key={command} size="small" variant={variant} startIcon={<Icon />} disabled={busy} onClick={() => onCommand(command)}>
          {translate(LABELS[command])}
        </Button>
      ))}
      {secondary.length > 0 && (
        <>
          <IconButton size="small" aria-label={translate('lsm.matching.actions.more', { name })} onClick={(event) => setAnchor(event.currentTarget)}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {secondary.map((command) => {
              const block = command === 'copy' ? copyBlock : null;
              const item = (
                <MenuItem key={command} disabled={busy || block !== null} onClick={() => choose(command)}>
                  <ListItemText
                    primary={translate(LABELS[command])}
                    secondary={block ? blockText(block) : undefined}
                    slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
                  />
                </MenuItem>
              );
              return block ? (
                <Tooltip key={command} title={blockText(block)} placement="left">
                  <span>{item}</span>
                </Tooltip>
              ) : (
                item
              );
            })}
          </Menu>
        </>
      )}
    </Box>
  );
};
