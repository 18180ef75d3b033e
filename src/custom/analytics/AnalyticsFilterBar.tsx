import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useGetList } from 'react-admin';
import { CHANNEL_NAMES, type ChannelName } from '../../domain/channelStatus.ts';
import { RANGE_PRESETS, type RangePreset } from '../../domain/orders.ts';
import type { AnalyticsFilters } from './useAnalyticsFilters.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface AnalyticsFilterBarProps {
  filters: AnalyticsFilters;
  /** internal pages filter by company too */
  withCompany?: boolean;
}

/** Date range presets (today, 7, 30, 90 days), the channel and, on internal pages, the company. */
export const AnalyticsFilterBar = ({ filters, withCompany = false }: AnalyticsFilterBarProps) => {
  const translate = useLsmTranslate();
  const { data: companies } = useGetList('companies', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: withCompany });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, flexWrap: 'wrap' }} useFlexGap>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filters.preset}
        aria-label={translate('lsm.analytics.filters.range')}
        onChange={(_, preset: RangePreset | null) => preset && filters.set({ preset })}
      >
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {translate(`lsm.analytics.presets.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={translate('lsm.analytics.filters.channel')}
        value={filters.channel ?? ''}
        onChange={(event) => filters.set({ channel: (event.target.value || null) as ChannelName | null })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{translate('lsm.analytics.filters.all_channels')}</MenuItem>
        {CHANNEL_NAMES.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {channel}
          </MenuItem>
        ))}
      </TextField>
      {withCompany && (
        <TextField
          select
          size="small"
          label={translate('lsm.analytics.filters.company')}
          value={filters.companyId ?? ''}
          onChange={(event) => filters.set({ companyId: Number(event.target.value) || null })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('lsm.analytics.filters.all_companies')}</MenuItem>
          {(companies ?? []).map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {String(company.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
};
