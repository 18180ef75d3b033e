import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { copyOfMain, type StoreFormValues } from './storeFormValues.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };
const label = (key: string) => `lsm.companies.form.${key}`;

/**
 * The WelcomePackage (shipping) address. "Same as store address" copies the Main address into it and
 * keeps following it while ticked.
 */
export const ShippingAddressFields = ({ disabled }: { disabled: boolean }) => {
  const translate = useLsmTranslate();
  const { setValue } = useFormContext<StoreFormValues>();
  const same = useWatch<StoreFormValues, 'same_as_store_address'>({ name: 'same_as_store_address' });
  const main = useWatch<StoreFormValues, 'main'>({ name: 'main' });
  useEffect(() => {
    if (!same || !main) return;
    const copy = copyOfMain({ main });
    (Object.keys(copy) as (keyof typeof copy)[]).forEach((field) =>
      setValue(`shipping.${field}`, copy[field], { shouldValidate: true }),
    );
  }, [same, main, setValue]);
  const locked = disabled || Boolean(same);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle1" component="legend">
        {translate('lsm.companies.store_form.shipping_address')}
      </Typography>
      <BooleanInput source="same_as_store_address" label="lsm.companies.store_form.same_as_store" disabled={disabled} />
      <Box sx={grid}>
        <TextInput source="shipping.line_1" label={label('line_1')} disabled={locked} />
        <TextInput source="shipping.line_2" label={label('line_2')} disabled={locked} />
        <TextInput source="shipping.city" label={label('city')} disabled={locked} />
        <TextInput source="shipping.state" label={label('state')} disabled={locked} />
        <TextInput source="shipping.zip" label={label('zip')} disabled={locked} />
      </Box>
    </Box>
  );
};
