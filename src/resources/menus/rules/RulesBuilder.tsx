import { Box, Button, LinearProgress, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, useGetList, type GetListResult } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Menu, MenuRuleAnswer, MenuRulesBody } from '../../../contract/menus.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { HttpError } from '../../../providers/HttpError.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { RulesInput } from './RulesInput.tsx';
import { RulesPreview } from './RulesPreview.tsx';
import { bodyOfDraft, previewBodyOfDraft } from './ruleDraft.ts';
import { rulesFormValues, validateRules, type RulesFormValues } from './rulesForm.ts';
import { useRuleVocabulary } from './useRuleVocabulary.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const PREVIEW_DEBOUNCE_MS = 350;

interface RulesBuilderProps {
  storeId: number;
  menu: Menu;
  canEdit: boolean;
  onSaved(menu: Menu): void;
}

/**
 * The menu's rules (GET and PUT /stores/{id}/menu/{menuId}/rules): add and remove rules, their conditions,
 * and beside them the live preview of what the menu would hold, before saving.
 */
export const RulesBuilder = ({ storeId, menu, canEdit, onSaved }: RulesBuilderProps) => {
  const stored = useGetList<MenuRuleAnswer & { id: number }>(
    'menu-rules',
    { filter: { storeId, menuId: menu.id }, pagination: { page: 1, perPage: 50 } },
    { retry: false, onError: (error: unknown) => alertFailure('unable_to_fetch_menu_items_rules', error) },
  );
  if (!stored.data) return stored.isPending ? <LinearProgress /> : null;
  return <RulesEditor storeId={storeId} menu={menu} canEdit={canEdit} onSaved={onSaved} saved={stored.data} />;
};

/** The preview of the rules being edited, asked once the edits settle. */
function useRulesPreview(storeId: number, menuId: number, canEdit: boolean) {
  const dataProvider = useLsmDataProvider();
  const rules = useWatch<RulesFormValues, 'rules'>({ name: 'rules' });
  const previewKey = useDebouncedValue(JSON.stringify(previewBodyOfDraft(rules)), PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['menu-rules-preview', storeId, menuId, previewKey],
    queryFn: ({ signal }) => dataProvider.previewMenuRules(storeId, menuId, JSON.parse(previewKey) as MenuRulesBody, signal),
    enabled: canEdit,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Save once something changed, undo the changes, and say that there are some. */
const RulesToolbar = () => {
  const translate = useLsmTranslate();
  const { isDirty, isSubmitting } = useFormState();
  const { reset } = useFormContext();
  return (
    <FormSaveActions saveLabel="lsm.menus.rules.save" withCancel={false} saveDisabled={!isDirty} part="rules">
      <Button disabled={!isDirty || isSubmitting} onClick={() => reset()}>
        {translate('lsm.menus.rules.reset')}
      </Button>
      {isDirty && (
        <Typography variant="body2" color="warning.main">
          {translate('lsm.menus.rules.unsaved')}
        </Typography>
      )}
    </FormSaveActions>
  );
};

/** The rules, the toolbar and the preview inside the form. */
const RulesEditorBody = ({ storeId, menu, canEdit }: Omit<RulesBuilderProps, 'onSaved'>) => {
  const translate = useLsmTranslate();
  const vocabulary = useRuleVocabulary(storeId);
  const preview = useRulesPreview(storeId, menu.id, canEdit);
  const theme = useTheme();
  const previewBeside = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const failure = preview.error ? (preview.error instanceof HttpError && preview.error.serverMessage) || preview.error.message : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(280px, 2fr)' }, alignItems: 'start' }}>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('lsm.menus.rules.intro')}
        </Typography>
        {canEdit && !previewBeside && preview.data && (
          // Below 1200 px the preview sits under the rules: its count stays in sight while editing.
          <Paper elevation={2} sx={{ position: 'sticky', top: 0, zIndex: 2, px: 1.5, py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle2">{translate('lsm.menus.preview.short', { smart_count: preview.data.menu_item_count })}</Typography>
            <Typography variant="body2" sx={{ color: 'success.dark' }}>
              {translate('lsm.menus.preview.added', { count: preview.data.added_count })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'error.dark' }}>
              {translate('lsm.menus.preview.removed', { count: preview.data.removed_count })}
            </Typography>
          </Paper>
        )}
        <RulesInput vocabulary={vocabulary} disabled={!canEdit} />
        {canEdit && <RulesToolbar />}
      </Stack>
      {canEdit && <RulesPreview preview={preview.data} updating={preview.isFetching} failure={failure} />}
    </Box>
  );
};

/**
 * The rules on react-admin's form, started from the stored rules and validated by their rule and the PUT's
 * contract. The draft stays the user's while the stored copy refreshes; a save starts the form again from the
 * rules the server answered. Closing the menu editor with unsaved rules asks first.
 */
const RulesEditor = ({ storeId, menu, canEdit, onSaved, saved }: RulesBuilderProps & { saved: readonly MenuRuleAnswer[] }) => {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const { failed } = useSaveFeedback();
  const [defaultValues, setDefaultValues] = useState(() => rulesFormValues(saved));

  const save = async (values: Partial<RulesFormValues>): Promise<void> => {
    let answer: { rules: MenuRuleAnswer[]; menu: Menu };
    try {
      const result = await dataProvider.update('menu-rules', { id: menu.id, data: { rules: bodyOfDraft((values as RulesFormValues).rules) }, previousData: { id: menu.id }, meta: { storeId } });
      answer = result.data as unknown as { rules: MenuRuleAnswer[]; menu: Menu };
    } catch (error) {
      failed('unable_to_update_menu_item_rules', error);
      return;
    }
    setDefaultValues(rulesFormValues(answer.rules));
    queryClient.setQueriesData<GetListResult<MenuRuleAnswer>>(
      { queryKey: ['menu-rules', 'getList'], predicate: (query) => (query.queryKey[2] as { filter?: { menuId?: unknown } } | undefined)?.filter?.menuId === menu.id },
      (page) => (page ? { ...page, data: answer.rules, total: answer.rules.length } : page),
    );
    void queryClient.invalidateQueries({ queryKey: ['menu-items'] });
    void queryClient.invalidateQueries({ queryKey: ['menu-rules-preview', storeId, menu.id] });
    // the success notice is the menus panel's
    onSaved(answer.menu);
  };

  return (
    <Form<RulesFormValues> defaultValues={defaultValues} validate={validateRules} onSubmit={save} noValidate>
      <RulesEditorBody storeId={storeId} menu={menu} canEdit={canEdit} />
    </Form>
  );
};
