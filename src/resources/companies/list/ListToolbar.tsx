import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface ListToolbarProps {
  searchLabel: string;
  search: string;
  /** receives the text with its leading whitespace stripped */
  onSearch: (text: string) => void;
  statusLabel: string;
  allStatusesLabel: string;
  status: string;
  statuses: readonly { id: string; name: string }[];
  onStatus: (status: string) => void;
  /** further filters and actions */
  children?: ReactNode;
}

/** Search box and status filter above a list, with room for more filters and actions. */
export const ListToolbar = (props: ListToolbarProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label={translate(props.searchLabel)}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value.trimStart())}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <TextField
        select
        size="small"
        label={translate(props.statusLabel)}
        value={props.status}
        onChange={(event) => props.onStatus(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{translate(props.allStatusesLabel)}</MenuItem>
        {props.statuses.map((status) => (
          <MenuItem key={status.id} value={status.id}>
            {translate(status.name)}
          </MenuItem>
        ))}
      </TextField>
      {props.children}
    </Box>
  );
};
