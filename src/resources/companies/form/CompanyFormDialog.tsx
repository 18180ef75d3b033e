import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMemo } from 'react';
import { Form } from 'react-admin';
import type { Company } from '../../../contract/companies.ts';
import { CompanyFormFields } from './CompanyFormFields.tsx';
import { companyFormValues, type CompanyFormValues } from './companyFormValues.ts';
import { useSaveCompany } from './useSaveCompany.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface CompanyFormDialogProps {
  open: boolean;
  /** the company to edit; null creates one */
  company: Company | null;
  onClose: () => void;
  onSaved?: (company: Company) => void;
}

/** The company form in a dialog: create (internal) or edit (edit_company_details). */
export const CompanyFormDialog = ({ open, company, onClose, onSaved }: CompanyFormDialogProps) => {
  const translate = useLsmTranslate();
  const { save, saving } = useSaveCompany(company?.id ?? null, company ?? undefined);
  const defaultValues = useMemo(() => companyFormValues(company), [company]);
  const titleId = 'company-form-title';

  const onSubmit = async (values: CompanyFormValues) => {
    const saved = await save(values);
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(company ? 'lsm.companies.form.edit_title' : 'lsm.companies.form.create_title')}
      </DialogTitle>
      {open && (
        <Form<CompanyFormValues> defaultValues={defaultValues} onSubmit={(values: Partial<CompanyFormValues>) => onSubmit(values as CompanyFormValues)} noValidate>
          <DialogContent dividers>
            <CompanyFormFields companyId={company?.id ?? 'new'} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('lsm.companies.form.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('lsm.companies.form.save')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
