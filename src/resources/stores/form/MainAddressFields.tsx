import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { timeZoneChoices } from './timezones.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };
const label = (key: string) => `lsm.companies.form.${key}`;

/** The store's Main address, with its time zone. */
export const MainAddressFields = ({ disabled }: { disabled: boolean }) => {
  const translate = useLsmTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle1" component="legend">
        {translate('lsm.companies.store_form.main_address')}
      </Typography>
      <Box sx={grid}>
        <TextInput source="main.line_1" label={label('line_1')} isRequired disabled={disabled} />
        <TextInput source="main.line_2" label={label('line_2')} disabled={disabled} />
        <TextInput source="main.city" label={label('city')} isRequired disabled={disabled} />
        <TextInput source="main.state" label={label('state')} isRequired disabled={disabled} />
        <TextInput source="main.zip" label={label('zip')} isRequired disabled={disabled} />
        <SelectInput
          source="main.timezone"
          label="lsm.companies.store_form.timezone"
          choices={timeZoneChoices}
          isRequired
          disabled={disabled}
        />
      </Box>
    </Box>
  );
};
