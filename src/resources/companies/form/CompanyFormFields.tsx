import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { COMPANY_STATUSES } from '../../../domain/company.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { ImageUploadInput } from './ImageUploadInput.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { MessageKeyUnder } from '../../../providers/i18n/messageKeys.ts';

const statusChoices = COMPANY_STATUSES.map((status) => ({ id: status, name: `lsm.companies.statuses.${status}` }));

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };
const colorInput = { type: 'color', sx: { minWidth: 160 } } as const;

/** The inputs of the company form (create and edit). */
export const CompanyFormFields = ({ companyId }: { companyId: number | 'new' }) => {
  const translate = useLsmTranslate();
  const current = useIdentifiedUser();
  const label = (key: MessageKeyUnder<'lsm.companies.form'>) => `lsm.companies.form.${key}` as const;
  return (
    <Box>
      <Box sx={grid}>
        <TextInput source="name" label={label('name')} isRequired />
        {/* The lifecycle is the operator's: merchants see their status but cannot move it (the server refuses it too). */}
        <SelectInput source="status" label={label('status')} choices={statusChoices} readOnly={current?.isMerchant === true} />
        <TextInput source="email" label={label('email')} type="email" />
        <TextInput source="phone" label={label('phone')} helperText={label('phone_hint')} />
        <TextInput source="website" label={label('website')} />
        <TextInput source="company_type" label={label('company_type')} />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {translate(label('address'))}
      </Typography>
      <Box sx={grid}>
        <TextInput source="address.line_1" label={label('line_1')} />
        <TextInput source="address.line_2" label={label('line_2')} />
        <TextInput source="address.city" label={label('city')} />
        <TextInput source="address.state" label={label('state')} />
        <TextInput source="address.zip" label={label('zip')} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <TextInput source="primary_accent_color" label={label('primary_accent_color')} {...colorInput} />
        <TextInput source="support_color" label={label('support_color')} {...colorInput} />
        <TextInput source="accent_paired_text_color" label={label('accent_paired_text_color')} {...colorInput} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 1 }}>
        <ImageUploadInput source="logo" label={translate(label('logo'))} type="company_logo" ownerId={companyId} />
        <ImageUploadInput source="favicon" label={translate(label('favicon'))} type="company_favicon" ownerId={companyId} />
      </Box>
    </Box>
  );
};
