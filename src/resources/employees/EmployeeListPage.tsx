import { Typography } from '@mui/material';
import { useState } from 'react';
import { PageFrame } from '../../custom/layout/PageFrame.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { CompanyChoice } from './CompanyChoice.tsx';
import { EmployeeList } from './EmployeeList.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import '../../providers/i18n/employees.ts';

/** /employees: merchants see their own company's employees; internal users pick a company first. */
export const EmployeeListPage = () => {
  const translate = useLsmTranslate();
  const current = useIdentifiedUser();
  const [chosen, setChosen] = useState<number | null>(null);
  const companyId = current?.isMerchant ? current.companyId : chosen;
  return (
    <PageFrame page="employees">
      {current && !current.isMerchant && <CompanyChoice value={chosen} onChange={setChosen} />}
      {companyId !== null ? (
        <EmployeeList key={companyId} companyId={companyId} inUrl />
      ) : (
        <Typography color="text.secondary">{translate('lsm.employees.list.choose_company')}</Typography>
      )}
    </PageFrame>
  );
};
