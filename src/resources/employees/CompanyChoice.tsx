import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Company } from '../../contract/companies.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The company an internal user lists employees of (GET /stores/company/?limit=100). */
export const CompanyChoice = ({ value, onChange }: { value: number | null; onChange(companyId: number): void }) => {
  const translate = useLsmTranslate();
  const { data: companies = [] } = useGetList<Company>('companies', { pagination: { page: 1, perPage: 100 } });
  const known = companies.some((company) => company.id === value);
  return (
    <TextField
      select
      size="small"
      label={translate('lsm.employees.list.company')}
      value={known && value !== null ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 280, mb: 2 }}
    >
      {companies.map((company) => (
        <MenuItem key={company.id} value={String(company.id)}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
