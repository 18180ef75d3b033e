import { useMemo } from 'react';
import { BooleanInput, CheckboxGroupInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { Dsp } from '../../../contract/channels.ts';
import { MENU_STATUS_VALUES, type Menu } from '../../../contract/menus.ts';
import { asTyped } from '../../../custom/form/asTyped.ts';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { slotsOutsideStoreHours } from '../../../domain/menus.ts';
import { useStoreHours } from '../../stores/hours/useStoreHours.ts';
import { MenuHoursInput } from '../hours/MenuHoursInput.tsx';
import { menuBody, menuFormValues, validateMenu, type MenuFormValues } from './menuForm.ts';
import { OutsideHoursDialog } from './OutsideHoursDialog.tsx';
import { useOutsideHoursQuestion } from './useOutsideHoursQuestion.ts';
import { useSaveMenu } from './useSaveMenu.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MenuDetailsFormProps {
  storeId: number;
  /** null: a new menu */
  menu: Menu | null;
  canEdit: boolean;
  partners: readonly Dsp[];
  onSaved(menu: Menu): void;
}

/**
 * Name, status, default, channels and hours of a menu (POST /stores/{id}/menu/, PUT /stores/{id}/menu?menu_id),
 * in the menu editor's FormDialog. Slots outside the store's hours that day (the inclusive window check of spec
 * 001 §5) are saved only once the user confirms them.
 */
export const MenuDetailsForm = ({ storeId, menu, canEdit, partners, onSaved }: MenuDetailsFormProps) => {
  const translate = useLsmTranslate();
  const storeHours = useStoreHours(storeId);
  const save = useSaveMenu(storeId, menu);
  const outsideHours = useOutsideHoursQuestion();
  const editing = menu !== null;
  const defaultValues = useMemo(() => menuFormValues(menu), [menu]);
  const validate = useMemo(() => validateMenu(editing), [editing]);

  // answers nothing: react-admin takes an object answered by onSubmit for field errors
  const submit = async (values: Partial<MenuFormValues>): Promise<void> => {
    const body = menuBody(values as MenuFormValues);
    const outside = storeHours.data ? slotsOutsideStoreHours(body.menu_hours ?? [], storeHours.data.hours) : [];
    if (outside.length > 0 && !(await outsideHours.ask(outside))) return;
    const saved = await save(body);
    if (saved) onSaved(saved);
  };

  return (
    <>
      <SimpleForm
        defaultValues={defaultValues}
        validate={validate}
        onSubmit={submit}
        noValidate
        toolbar={canEdit ? <FormSaveActions saveLabel={editing ? 'lsm.menus.form.save' : 'lsm.menus.form.create'} withCancel={false} /> : false}
        sx={{ px: 0 }}
      >
        <TextInput source="menu_name" label={translate('lsm.menus.form.name')} parse={asTyped} isRequired disabled={!canEdit} sx={{ maxWidth: 480 }} />
        <SelectInput
          source="status"
          label={translate('lsm.menus.form.status')}
          choices={MENU_STATUS_VALUES.map((status) => ({ id: status, name: translate(`lsm.menus.status.${status}`) }))}
          isRequired
          disabled={!canEdit}
        />
        <BooleanInput source="is_default" label={translate('lsm.menus.form.is_default')} disabled={!canEdit} />
        <CheckboxGroupInput
          source="available_channels"
          label={translate('lsm.menus.form.channels')}
          helperText={translate('lsm.menus.form.channels_help')}
          choices={partners.map((partner) => ({ id: partner.id, name: partner.name }))}
          disabled={!canEdit}
          sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
        />
        <MenuHoursInput disabled={!canEdit} />
      </SimpleForm>
      <OutsideHoursDialog slots={outsideHours.slots} onConfirm={() => outsideHours.reply(true)} onCancel={() => outsideHours.reply(false)} />
    </>
  );
};
