import { Avatar, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Company } from '../../../contract/companies.ts';
import { formatPhone, stripCountryPrefix } from '../../../domain/phone.ts';
import { CompanyStatusChip } from '../CompanyStatusChip.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey, MessageKeyUnder } from '../../../providers/i18n/messageKeys.ts';

const Detail = ({ label, children }: { label: LsmMessageKey; children: ReactNode }) => {
  const translate = useLsmTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {children || translate('lsm.companies.settings.none')}
      </Typography>
    </Box>
  );
};

const Swatch = ({ color }: { color: string }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 2 }}>
    <Box component="span" sx={{ width: 16, height: 16, border: 1, borderColor: 'divider', bgcolor: color }} />
    {color}
  </Box>
);

/** The company's details; the phone without its first 2 characters (spec 000 §3), written (xxx) xxx-xxxx (spec 000 §5). */
export const CompanyDetailsView = ({ company }: { company: Company }) => {
  const translate = useLsmTranslate();
  const label = (key: MessageKeyUnder<'lsm.companies.form'>) => `lsm.companies.form.${key}` as const;
  const address = company.address;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar variant="rounded" src={company.logo ?? undefined} alt={translate(label('logo'))} sx={{ width: 56, height: 56 }}>
          {company.name.charAt(0)}
        </Avatar>
        <Typography variant="h6" component="p">
          {company.name}
        </Typography>
        <CompanyStatusChip status={company.status} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
        <Detail label={label('email')}>{company.email}</Detail>
        <Detail label={label('phone')}>{formatPhone(stripCountryPrefix(company.phone_number))}</Detail>
        <Detail label={label('website')}>{company.website}</Detail>
        <Detail label={label('company_type')}>{company.company_type}</Detail>
        <Detail label="lsm.companies.columns.point_of_contact">{company.point_of_contact?.name}</Detail>
        <Detail label="lsm.companies.columns.stores">{String(company.stores)}</Detail>
        <Detail label={label('address')}>
          {address && [address.line_1, address.line_2, address.city, `${address.state} ${address.zip}`].filter(Boolean).join(', ')}
        </Detail>
        <Detail label="lsm.companies.settings.colors">
          <Swatch color={company.primary_accent_color} />
          <Swatch color={company.support_color} />
          <Swatch color={company.accent_paired_text_color} />
        </Detail>
        <Detail label={label('favicon')}>
          {company.favicon && <Avatar variant="rounded" src={company.favicon} alt={translate(label('favicon'))} sx={{ width: 24, height: 24 }} />}
        </Detail>
      </Box>
    </Box>
  );
};
