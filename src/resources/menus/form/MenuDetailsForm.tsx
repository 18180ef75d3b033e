import { Alert } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, CheckboxGroupInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import type { Dsp } from '../../../contract/channels.ts';
import { MENU_STATUS_VALUES, type Menu, type MenuCreateBody, type MenuHourInput } from '../../../contract/menus.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { slotsOutsideStoreHours } from '../../../domain/menus.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { useStoreHours } from '../../stores/hours/useStoreHours.ts';
import { hasProblems, type WeekDraft } from '../../stores/hours/weekDraft.ts';
import { MenuHoursEditor } from '../hours/MenuHoursEditor.tsx';
import { menuHoursOfDraft, menuWeekDraft } from '../hours/menuWeek.ts';
import { OutsideHoursDialog } from './OutsideHoursDialog.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MenuFormValues {
  menu_name: string;
  status: string;
  is_default: boolean;
  available_channels: number[];
}

interface MenuDetailsFormProps {
  storeId: number;
  /** null: a new menu */
  menu: Menu | null;
  canEdit: boolean;
  partners: readonly Dsp[];
  onSaved(menu: Menu): void;
}

const trimmedRequired = (message: string) => (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : message);

/**
 * Name, status, default, channels and hours of a menu (POST /stores/{id}/menu/, PUT /stores/{id}/menu?menu_id).
 * Slots outside the store's hours that day (the inclusive window check of spec 001 §5) are saved only
 * once the user confirms them.
 */
export const MenuDetailsForm = ({ storeId, menu, canEdit, partners, onSaved }: MenuDetailsFormProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const storeHours = useStoreHours(storeId);
  const [draft, setDraft] = useState<WeekDraft>(() => menuWeekDraft(menu?.menu_hours ?? []));
  const [hoursError, setHoursError] = useState(false);
  const [confirming, setConfirming] = useState<{ body: MenuCreateBody; outside: MenuHourInput[] } | null>(null);

  const save = useMutation({
    mutationFn: async (body: MenuCreateBody) =>
      menu
        ? (await dataProvider.update('menus', { id: menu.id, data: body, previousData: menu, meta: { storeId } })).data as Menu
        : (await dataProvider.create('menus', { data: body, meta: { storeId } })).data as Menu,
    onSuccess: (saved) => {
      setConfirming(null);
      setDraft(menuWeekDraft(saved.menu_hours));
      onSaved(saved);
    },
    onError: (error) => {
      setConfirming(null);
      alertFailure(menu ? 'unable_to_update_menu_details' : 'unable_to_create_menu', error);
    },
  });

  const submit = (values: Record<string, unknown>) => {
    const form = values as unknown as MenuFormValues;
    if (hasProblems(draft)) {
      setHoursError(true);
      return;
    }
    const body: MenuCreateBody = {
      menu_name: form.menu_name.trim(),
      status: form.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
      is_default: form.is_default,
      available_channels: form.available_channels.length > 0 ? form.available_channels : null,
      menu_hours: menuHoursOfDraft(draft),
    };
    const outside = storeHours.data ? slotsOutsideStoreHours(body.menu_hours ?? [], storeHours.data.hours) : [];
    if (outside.length > 0) setConfirming({ body, outside });
    else save.mutate(body);
  };

  const defaults: MenuFormValues = {
    menu_name: menu?.menu_name ?? '',
    status: menu?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    is_default: menu?.is_default ?? false,
    available_channels: menu?.available_channels ?? [],
  };
  const toolbar = canEdit ? (
    <Toolbar sx={{ px: 0, background: 'none' }}>
      <SaveButton alwaysEnable={!save.isPending} label={menu ? 'lsm.menus.form.save' : 'lsm.menus.form.create'} />
    </Toolbar>
  ) : (
    false
  );

  return (
    <>
      <SimpleForm defaultValues={defaults} onSubmit={submit} toolbar={toolbar} disabled={!canEdit} sx={{ px: 0 }} aria-label={translate('lsm.menus.editor.tabs.details')}>
        <TextInput
          source="menu_name"
          label={translate('lsm.menus.form.name')}
          validate={[required(translate('lsm.menus.form.name_required')), trimmedRequired(translate('lsm.menus.form.name_required'))]}
          disabled={!canEdit}
          sx={{ maxWidth: 480 }}
        />
        <SelectInput
          source="status"
          label={translate('lsm.menus.form.status')}
          choices={MENU_STATUS_VALUES.map((status) => ({ id: status, name: translate(`lsm.menus.status.${status}`) }))}
          disabled={!canEdit}
          validate={required()}
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
        <MenuHoursEditor
          draft={draft}
          disabled={!canEdit}
          onChange={(change) => {
            setHoursError(false);
            setDraft(change);
          }}
        />
        {(hoursError || hasProblems(draft)) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('lsm.menus.form.fix_hours')}
          </Alert>
        )}
      </SimpleForm>
      <OutsideHoursDialog
        slots={confirming?.outside ?? null}
        busy={save.isPending}
        onConfirm={() => confirming && save.mutate(confirming.body)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
};
