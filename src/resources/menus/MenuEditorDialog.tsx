import { Box, Button, DialogContent, DialogTitle, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import type { Dsp } from '../../contract/channels.ts';
import type { Menu } from '../../contract/menus.ts';
import { FormDialog } from '../../custom/form/FormDialog.tsx';
import { useFormDialog } from '../../custom/form/formDialogContext.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { MenuDetailsForm } from './form/MenuDetailsForm.tsx';
import { MenuItemsPanel } from './items/MenuItemsPanel.tsx';
import { RulesBuilder } from './rules/RulesBuilder.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

export type MenuEditorTarget = { mode: 'create' } | { mode: 'edit'; menu: Menu };

type EditorTab = 'details' | 'rules' | 'items';

interface MenuEditorDialogProps {
  storeId: number;
  target: MenuEditorTarget | null;
  canEdit: boolean;
  partners: readonly Dsp[];
  onClose(): void;
  onCreated(menu: Menu): void;
  onSaved(menu: Menu, message?: LsmMessageKey): void;
  onCountChanged(menuId: number, menuItemCount: number): void;
}

/** Closes the editor, asking first while the details form or the rules hold unsaved changes. */
const CloseButton = () => {
  const translate = useLsmTranslate();
  const dialog = useFormDialog();
  return <Button onClick={dialog?.requestClose}>{translate('lsm.menus.editor.close')}</Button>;
};

/**
 * A menu's details and hours, its rules and its items, in one dialog (full screen below 768 px). The details
 * form stays mounted on the other tabs, so its unsaved changes survive a look at the rules.
 */
export const MenuEditorDialog = ({ storeId, target, canEdit, partners, onClose, onCreated, onSaved, onCountChanged }: MenuEditorDialogProps) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<EditorTab>('details');
  // the rules builder stays mounted once opened, like the details form: its draft survives a look at the items
  const [rulesOpened, setRulesOpened] = useState(false);
  const menu = target?.mode === 'edit' ? target.menu : null;
  const close = () => {
    setTab('details');
    setRulesOpened(false);
    onClose();
  };
  return (
    <FormDialog open={target !== null} onClose={close} fullScreen={isMobile} fullWidth maxWidth="lg" aria-labelledby="menu-editor-title">
      <DialogTitle id="menu-editor-title" sx={{ overflowWrap: 'anywhere' }}>
        {menu ? translate('lsm.menus.editor.edit_title', { name: menu.menu_name }) : translate('lsm.menus.editor.new_title')}
      </DialogTitle>
      {menu && (
        <Tabs value={tab} onChange={(_event, value: EditorTab) => {
            setTab(value);
            if (value === 'rules') setRulesOpened(true);
          }} variant="scrollable" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="details" label={translate('lsm.menus.editor.tabs.details')} />
          <Tab value="rules" label={translate('lsm.menus.editor.tabs.rules')} />
          <Tab value="items" label={translate('lsm.menus.editor.tabs.items')} />
        </Tabs>
      )}
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        {!canEdit && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('lsm.menus.editor.read_only')}
          </Typography>
        )}
        {target !== null && (
          <Box hidden={menu !== null && tab !== 'details'}>
            <MenuDetailsForm
              key={menu?.id ?? 'new'}
              storeId={storeId}
              menu={menu}
              canEdit={canEdit}
              partners={partners}
              onSaved={(saved) => (menu ? onSaved(saved, 'lsm.menus.done.saved') : onCreated(saved))}
            />
          </Box>
        )}
        {menu && rulesOpened && (
          <Box hidden={tab !== 'rules'}>
            <RulesBuilder storeId={storeId} menu={menu} canEdit={canEdit} onSaved={(saved) => onSaved(saved, 'lsm.menus.done.rules_saved')} />
          </Box>
        )}
        {menu && tab === 'items' && (
          <MenuItemsPanel storeId={storeId} menu={menu} canEdit={canEdit} onCountChanged={(count) => onCountChanged(menu.id, count)} />
        )}
      </DialogContent>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <CloseButton />
      </Box>
    </FormDialog>
  );
};
