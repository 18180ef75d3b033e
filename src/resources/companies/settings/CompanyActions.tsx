import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import type { Company } from '../../../contract/companies.ts';
import { CompanyFormDialog } from '../form/CompanyFormDialog.tsx';
import { useCompanyActions } from './useCompanyActions.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

type Pending = 'offboard' | 'delete' | null;

interface CompanyActionsProps {
  company: Company;
  canEdit: boolean;
  isInternal: boolean;
}

/** Edit (edit_company_details); Off-board and Delete for internal users, each after a confirmation. */
export const CompanyActions = ({ company, canEdit, isInternal }: CompanyActionsProps) => {
  const translate = useLsmTranslate();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const { offboard, remove } = useCompanyActions(company.id);
  const confirm = async () => {
    const action = pending;
    setPending(null);
    if (action === 'offboard') await offboard();
    if (action === 'delete') await remove();
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
      {canEdit && (
        <Button variant="contained" onClick={() => setEditing(true)}>
          {translate('lsm.companies.settings.edit')}
        </Button>
      )}
      {isInternal && (
        <>
          <Button color="warning" variant="outlined" onClick={() => setPending('offboard')}>
            {translate('lsm.companies.settings.offboard')}
          </Button>
          <Button color="error" variant="outlined" onClick={() => setPending('delete')}>
            {translate('lsm.companies.settings.delete')}
          </Button>
        </>
      )}
      {canEdit && <CompanyFormDialog open={editing} company={company} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={pending !== null}
        title={pending === 'delete' ? 'lsm.companies.settings.delete_title' : 'lsm.companies.settings.offboard_title'}
        content={pending === 'delete' ? 'lsm.companies.settings.delete_confirm' : 'lsm.companies.settings.offboard_confirm'}
        translateOptions={{ name: company.name }}
        confirm="lsm.companies.settings.confirm"
        cancel="lsm.companies.settings.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Box>
  );
};
