import { Box } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { CompanyTagsInput } from './CompanyTagsInput.tsx';
import { MainAddressFields } from './MainAddressFields.tsx';
import { PointOfContactInput } from './PointOfContactInput.tsx';
import { ShippingAddressFields } from './ShippingAddressFields.tsx';
import type { ShippingAccess } from './storeFormValues.ts';

interface StoreFormFieldsProps {
  companyId: number | null;
  creating: boolean;
  shipping: ShippingAccess;
  readOnly: boolean;
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };
const label = (key: string) => `lsm.companies.store_form.${key}`;

/** The inputs of the store form (create and edit). */
export const StoreFormFields = ({ companyId, creating, shipping, readOnly }: StoreFormFieldsProps) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Box sx={grid}>
      <TextInput source="name" label={label('name')} isRequired disabled={readOnly} />
      <TextInput source="email" label={label('email')} type="email" disabled={readOnly} />
      <TextInput source="phone" label={label('phone')} helperText="lsm.companies.form.phone_hint" disabled={readOnly} />
      <PointOfContactInput companyId={companyId} disabled={readOnly} />
    </Box>
    <MainAddressFields disabled={readOnly} />
    {shipping.view && <ShippingAddressFields disabled={readOnly || !shipping.edit} />}
    <CompanyTagsInput companyId={companyId} disabled={readOnly} />
    {creating && <BooleanInput source="create_bill_vendor" label={label('create_bill_vendor')} />}
  </Box>
);
