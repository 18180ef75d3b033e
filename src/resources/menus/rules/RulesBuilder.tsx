import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, type GetListResult } from 'react-admin';
import type { Menu, MenuRuleAnswer, MenuRulesBody } from '../../../contract/menus.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { useFormDialog } from '../../../custom/form/formDialogContext.ts';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { HttpError } from '../../../providers/HttpError.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { RuleCard } from './RuleCard.tsx';
import { RulesPreview } from './RulesPreview.tsx';
import { bodyOfDraft, changeRule, draftIsComplete, draftOfRules, newRule, previewBodyOfDraft, type RuleDraft } from './ruleDraft.ts';
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

/** The editing part, started from the stored rules; the draft stays the user's while the stored copy refreshes. */
const RulesEditor = ({ storeId, menu, canEdit, onSaved, saved }: RulesBuilderProps & { saved: readonly MenuRuleAnswer[] }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const vocabulary = useRuleVocabulary(storeId);
  const [rules, setDraft] = useState<RuleDraft[]>(() => draftOfRules(saved));
  const savedKey = useMemo(() => JSON.stringify(bodyOfDraft(draftOfRules(saved))), [saved]);
  const dirty = JSON.stringify(bodyOfDraft(rules)) !== savedKey;
  const dialog = useFormDialog();
  useEffect(() => {
    dialog?.setDirty(dirty && canEdit, 'rules');
    return () => dialog?.setDirty(false, 'rules');
  }, [dialog, dirty, canEdit]);

  const previewKey = useDebouncedValue(JSON.stringify(previewBodyOfDraft(rules)), PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ['menu-rules-preview', storeId, menu.id, previewKey],
    queryFn: ({ signal }) => dataProvider.previewMenuRules(storeId, menu.id, JSON.parse(previewKey) as MenuRulesBody, signal),
    enabled: canEdit,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const save = useMutation({
    mutationFn: async () => {
      const answer = await dataProvider.update('menu-rules', { id: menu.id, data: { rules: bodyOfDraft(rules) }, previousData: { id: menu.id }, meta: { storeId } });
      return answer.data as unknown as { rules: MenuRuleAnswer[]; menu: Menu };
    },
    onSuccess: (answer) => {
      setDraft(draftOfRules(answer.rules));
      queryClient.setQueriesData<GetListResult<MenuRuleAnswer>>(
        { queryKey: ['menu-rules', 'getList'], predicate: (query) => (query.queryKey[2] as { filter?: { menuId?: unknown } } | undefined)?.filter?.menuId === menu.id },
        (page) => (page ? { ...page, data: answer.rules, total: answer.rules.length } : page),
      );
      void queryClient.invalidateQueries({ queryKey: ['menu-items'] });
      void queryClient.invalidateQueries({ queryKey: ['menu-rules-preview', storeId, menu.id] });
      onSaved(answer.menu);
    },
    onError: (error) => alertFailure('unable_to_update_menu_item_rules', error),
  });

  const theme = useTheme();
  const previewBeside = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const edit = (change: (current: RuleDraft[]) => RuleDraft[]) => setDraft(change);
  const complete = draftIsComplete(rules);
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
        {rules.length === 0 && <Alert severity="info">{translate('lsm.menus.rules.no_rules')}</Alert>}
        {rules.map((rule, index) => (
          <RuleCard
            key={rule.key}
            rule={rule}
            number={index + 1}
            vocabulary={vocabulary}
            disabled={!canEdit}
            onChange={(next) => edit((current) => changeRule(current, rule.key, () => next))}
            onDelete={() => edit((current) => current.filter((other) => other.key !== rule.key))}
          />
        ))}
        {canEdit && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" color="success" startIcon={<AddIcon />} onClick={() => edit((current) => [...current, newRule('add')])}>
                {translate('lsm.menus.rules.add_rule')}
              </Button>
              <Button variant="outlined" color="error" startIcon={<RemoveIcon />} onClick={() => edit((current) => [...current, newRule('remove')])}>
                {translate('lsm.menus.rules.remove_rule')}
              </Button>
            </Box>
            {!complete && <Alert severity="warning">{translate('lsm.menus.rules.incomplete')}</Alert>}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Button variant="contained" disabled={!dirty || !complete || save.isPending} onClick={() => save.mutate()}>
                {translate(save.isPending ? 'lsm.menus.rules.saving' : 'lsm.menus.rules.save')}
              </Button>
              <Button disabled={!dirty || save.isPending} onClick={() => setDraft(draftOfRules(saved))}>
                {translate('lsm.menus.rules.reset')}
              </Button>
              {dirty && (
                <Typography variant="body2" color="warning.main">
                  {translate('lsm.menus.rules.unsaved')}
                </Typography>
              )}
            </Box>
          </>
        )}
      </Stack>
      {canEdit && <RulesPreview preview={preview.data} updating={preview.isFetching} failure={failure} />}
    </Box>
  );
};
