import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Typography, type ChipProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  FilterForm,
  ListBase,
  SearchInput,
  SelectAllButton,
  SelectInput,
  SimpleList,
  useListContext,
} from 'react-admin';
import type { Banner } from '../../contract/campaigns.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { ListBulkToolbar } from '../../custom/list/ListBulkToolbar.tsx';
import { BANNER_BULK_STATUS_LIMIT, BANNER_SCHEDULE_STATES, type BannerScheduleState } from '../../domain/banners.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { formatStoreTime } from '../stores/home/storeTime.ts';
import { StoreItemImage } from '../stores/inventory/StoreItemImage.tsx';
import { BannerBulkButtons } from './BannerBulkButtons.tsx';
import { BannerFormDialog } from './BannerFormDialog.tsx';
import { useCompanyTimeZone } from './useCompanyTimeZone.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { ListPagination } from '../../custom/list/ListPagination.tsx';

const STATE_COLOURS: Record<BannerScheduleState, ChipProps['color']> = { scheduled: 'info', live: 'success', ended: 'default', inactive: 'warning' };
const stateChoices = BANNER_SCHEDULE_STATES.map((id) => ({ id, name: `lsm.banners.states.${id}` }));

const StateChip = ({ state }: { state: BannerScheduleState }) => {
  const translate = useLsmTranslate();
  return <Chip size="small" color={STATE_COLOURS[state]} label={translate(`lsm.banners.states.${state}`)} />;
};

/** The banner's picture named after the banner, or the neutral "No image" square (also when the picture fails to load). */
const BannerImage = ({ banner }: { banner: Pick<Banner, 'image' | 'name'> }) => {
  const translate = useLsmTranslate();
  return <StoreItemImage src={banner.image ?? undefined} alt={translate('lsm.banners.image_alt', { name: banner.name })} size={40} />;
};

/** "N banners" for the filters, and of how many the company has (the count call). */
const BannerCount = ({ companyId }: { companyId: number }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { total } = useListContext();
  const { data: all } = useQuery({ queryKey: ['campaigns', 'count', companyId], queryFn: () => dataProvider.countBanners(companyId) });
  if (total === undefined) return null;
  return (
    <Typography role="status" variant="body2" color="text.secondary">
      {all !== undefined && all !== total ? translate('lsm.banners.count_of_total', { count: total, total: all }) : translate('lsm.banners.count', { smart_count: total })}
    </Typography>
  );
};

interface BannerListProps {
  companyId: number;
}

/** A company's banners: search and schedule filters in the URL, 20 a page, bulk actions, the form dialog. */
export const BannerList = ({ companyId }: BannerListProps) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const timeZone = useCompanyTimeZone(companyId);
  const permissions = useIdentifiedUser()?.permissions ?? [];
  const [canCreate, canEdit, canDelete] = ['create_banners', 'edit_banners', 'delete_banners'].map((key) => permissions.includes(key));
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const edit = (id: unknown) => {
    if (canEdit) setOpen(Number(id));
    return false as const;
  };
  const when = (instant: string | null, none: 'lsm.banners.no_start' | 'lsm.banners.no_end') => (instant ? formatStoreTime(instant, timeZone) : translate(none));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('lsm.banners.search')} aria-label={translate('lsm.banners.search')} />,
    <SelectInput key="status" source="status" alwaysOn label="lsm.banners.fields.schedule_state" choices={stateChoices} emptyText="ra.action.clear_input_value" />,
  ];
  const bulkButtons = canEdit || canDelete ? <BannerBulkButtons companyId={companyId} canEdit={canEdit} canDelete={canDelete} /> : false;

  // The tab's content never widens the page: at phone width anything wider scrolls inside it.
  return (
    <Box sx={{ minWidth: 0, maxWidth: '100%', overflowX: 'auto' }}>
    <ListBase<Banner>
      resource="campaigns"
      filter={{ company_id: companyId }}
      perPage={PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      queryOptions={{ onError: (error) => alertFailure('unable_to_fetch_banners_list', error) }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <FilterForm filters={filters} />
        <BannerCount companyId={companyId} />
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('new')} sx={{ ml: 'auto' }}>
            {translate('lsm.banners.create')}
          </Button>
        )}
      </Box>
      {isMobile ? (
        <SimpleList<Banner>
          primaryText={(banner) => banner.name}
          secondaryText={(banner) => <StateChip state={banner.schedule_state} />}
          tertiaryText={(banner) => `${when(banner.start_date, 'lsm.banners.no_start')} – ${when(banner.end_date, 'lsm.banners.no_end')}`}
          leftAvatar={(banner) => <BannerImage banner={banner} />}
          rowClick={edit}
        />
      ) : (
        <DataTable<Banner>
          rowClick={edit}
          bulkActionButtons={bulkButtons}
          bulkActionsToolbar={bulkButtons ? <ListBulkToolbar selectAllButton={<SelectAllButton limit={BANNER_BULK_STATUS_LIMIT} />}>{bulkButtons}</ListBulkToolbar> : undefined}
        >
          <DataTable.Col label="lsm.banners.fields.image" disableSort render={(banner) => <BannerImage banner={{ image: banner.image, name: banner.name }} />} />
          <DataTable.Col source="name" label="lsm.banners.fields.name" disableSort />
          <DataTable.Col label="lsm.banners.fields.schedule_state" disableSort render={(banner) => <StateChip state={banner.schedule_state} />} />
          <DataTable.Col label="lsm.banners.fields.start_date" disableSort render={(banner) => when(banner.start_date, 'lsm.banners.no_start')} />
          <DataTable.Col label="lsm.banners.fields.end_date" disableSort render={(banner) => when(banner.end_date, 'lsm.banners.no_end')} />
          <DataTable.Col label="lsm.banners.fields.featured_products" disableSort render={(banner) => translate('lsm.banners.featured_count', { smart_count: banner.featured_products.length })} />
        </DataTable>
      )}
      <ListPagination label="lsm.banners.pages" />
      {open !== null && <BannerFormDialog companyId={companyId} bannerId={open} canDelete={canDelete} onClose={() => setOpen(null)} />}
    </ListBase>
    </Box>
  );
};
