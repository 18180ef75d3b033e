import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { TextInput } from 'react-admin';

interface SearchFilterProps {
  /** the filter key, "q" unless the adapter reads another */
  source?: string;
  label: string;
  /** react-admin's filter form shows it whatever its value */
  alwaysOn?: boolean;
  /** "search": the box is announced as a search box */
  type?: 'search';
}

const withoutLeadingSpace = (value: string) => value.trimStart();

/** The search box of a list: a react-admin filter input; the text reaches the query without its leading whitespace. */
export const SearchFilter = ({ source = 'q', label, type }: SearchFilterProps) => (
  <TextInput
    source={source}
    type={type}
    label={label}
    parse={withoutLeadingSpace}
    helperText={false}
    size="small"
    slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
  />
);
