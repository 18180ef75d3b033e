import { Box, Typography } from '@mui/material';
import { required, SelectInput, TextInput } from 'react-admin';
import { requiredText, zip } from '../../companies/form/validators.ts';
import { timeZoneChoices } from './timezones.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };
const label = (key: string) => `lsm.companies.form.${key}`;
const mandatory = [required(), requiredText];

/** The store's Main address, with its time zone. */
export const MainAddressFields = ({ disabled }: { disabled: boolean }) => {
  const translate = useLsmTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle1" component="legend">
        {translate('lsm.companies.store_form.main_address')}
      </Typography>
      <Box sx={grid}>
        <TextInput source="main.line_1" label={label('line_1')} validate={mandatory} disabled={disabled} />
        <TextInput source="main.line_2" label={label('line_2')} disabled={disabled} />
        <TextInput source="main.city" label={label('city')} validate={mandatory} disabled={disabled} />
        <TextInput source="main.state" label={label('state')} validate={mandatory} disabled={disabled} />
        <TextInput source="main.zip" label={label('zip')} validate={[required(), zip]} disabled={disabled} />
        <SelectInput
          source="main.timezone"
          label="lsm.companies.store_form.timezone"
          choices={timeZoneChoices}
          validate={required()}
          disabled={disabled}
        />
      </Box>
    </Box>
  );
};
