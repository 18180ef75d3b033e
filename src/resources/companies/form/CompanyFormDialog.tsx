import { DialogContent, DialogTitle } from '@mui/material';
import { useMemo } from 'react';
import { Form } from 'react-admin';
import type { Company } from '../../../contract/companies.ts';
import { FormDialog } from '../../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { CompanyFormFields } from './CompanyFormFields.tsx';
import { companyFormValues, type CompanyFormValues } from './companyFormValues.ts';
import { validateCompany } from './companyValidation.ts';
import { useSaveCompany } from './useSaveCompany.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/companies.ts';

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
  const save = useSaveCompany(company?.id ?? null, company ?? undefined);
  const defaultValues = useMemo(() => companyFormValues(company), [company]);
  const validate = useMemo(() => validateCompany(company === null), [company]);
  const titleId = 'company-form-title';

  const onSubmit = async (values: CompanyFormValues) => {
    const saved = await save(values);
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(company ? 'lsm.companies.form.edit_title' : 'lsm.companies.form.create_title')}
      </DialogTitle>
      {open && (
        <Form<CompanyFormValues> defaultValues={defaultValues} validate={validate} onSubmit={(values: Partial<CompanyFormValues>) => onSubmit(values as CompanyFormValues)} noValidate>
          <DialogContent dividers>
            <CompanyFormFields companyId={company?.id ?? 'new'} />
          </DialogContent>
          <FormSaveActions saveLabel="lsm.companies.form.save" cancelLabel="lsm.companies.form.cancel" />
        </Form>
      )}
    </FormDialog>
  );
};
