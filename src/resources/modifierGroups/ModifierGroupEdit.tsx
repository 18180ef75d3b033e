import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { CreateBase, EditBase, useRecordContext } from 'react-admin';
import type { ModifierGroup } from '../../contract/modifierGroups.ts';
import { useSaveFeedback } from '../../custom/form/useSaveFeedback.ts';
import { modifierGroupBody } from './modifierGroupForm.ts';
import { ModifierGroupForm } from './ModifierGroupForm.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface EditProps {
  storeId: number;
  /** null: mode new */
  groupId: number | null;
  canEdit: boolean;
  onOpen(id: number): void;
  onClose(): void;
}

const Heading = ({ mode, onClose }: { mode: 'new' | 'edit'; onClose(): void }) => {
  const translate = useLsmTranslate();
  const record = useRecordContext<ModifierGroup>();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onClose}>
        {translate('lsm.modifierGroups.edit.back')}
      </Button>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {mode === 'new' ? translate('lsm.modifierGroups.edit.new_title') : translate('lsm.modifierGroups.edit.edit_title', { name: record?.name ?? '' })}
      </Typography>
    </Stack>
  );
};

/**
 * The modifier group edit screen: modes new and edit, tabs rules, options and linked-items (spec 001 §2), on the
 * `modifier-groups` resource. A refused save shows the spec's "Unable to update data" (spec 001 §8 has no heading
 * of its own for modifier groups) with the server's message, and the form keeps what was typed.
 */
export const ModifierGroupEdit = ({ storeId, groupId, canEdit, onOpen, onClose }: EditProps) => {
  const translate = useLsmTranslate();
  const feedback = useSaveFeedback();
  const failed = (error: unknown) => feedback.failed('unable_to_update_data', error);
  const readOnlyNote = !canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate('lsm.modifierGroups.edit.read_only')}</Alert>;
  if (groupId === null) {
    return (
      <CreateBase<ModifierGroup>
        resource="modifier-groups"
        redirect={false}
        transform={modifierGroupBody}
        mutationOptions={{
          onSuccess: (group) => {
            feedback.succeeded('lsm.modifierGroups.edit.created');
            onOpen(group.id);
          },
          onError: failed,
        }}
      >
        <Box component="section">
          <Heading mode="new" onClose={onClose} />
          {readOnlyNote}
          <ModifierGroupForm storeId={storeId} mode="new" canEdit={canEdit} onClose={onClose} />
        </Box>
      </CreateBase>
    );
  }
  return (
    <EditBase<ModifierGroup>
      key={groupId}
      resource="modifier-groups"
      id={groupId}
      mutationMode="pessimistic"
      redirect={false}
      transform={modifierGroupBody}
      mutationOptions={{ meta: { storeId }, onSuccess: () => feedback.succeeded('lsm.modifierGroups.edit.saved'), onError: failed }}
      queryOptions={{ meta: { storeId }, retry: false }}
    >
      <Box component="section">
        <Heading mode="edit" onClose={onClose} />
        {readOnlyNote}
        <ModifierGroupForm storeId={storeId} mode="edit" canEdit={canEdit} onClose={onClose} />
      </Box>
    </EditBase>
  );
};
