import { useSearchParams } from 'react-router-dom';
import { CHANNEL_NAMES, type ChannelName } from '../../domain/channelStatus.ts';
import { presetRange, RANGE_PRESETS, type RangePreset } from '../../domain/orders.ts';

const isPreset = (value: string | null): value is RangePreset => (RANGE_PRESETS as readonly string[]).includes(value ?? '');
const isChannel = (value: string | null): value is ChannelName => (CHANNEL_NAMES as readonly string[]).includes(value ?? '');

export interface AnalyticsFilters {
  preset: RangePreset;
  from: string;
  to: string;
  channel: ChannelName | undefined;
  companyId: number | undefined;
  set(change: { preset?: RangePreset; channel?: ChannelName | null; companyId?: number | null }): void;
}

/** The date range preset, channel and company of an analytics page, kept in the URL (range, channel, company). */
export function useAnalyticsFilters(defaultPreset: RangePreset = '30d'): AnalyticsFilters {
  const [params, setParams] = useSearchParams();
  const range = params.get('range');
  const preset = isPreset(range) ? range : defaultPreset;
  const { from, to } = presetRange(preset, new Date());
  const channelParam = params.get('channel');
  const company = Number(params.get('company'));
  return {
    preset,
    from,
    to,
    channel: isChannel(channelParam) ? channelParam : undefined,
    companyId: Number.isInteger(company) && company > 0 ? company : undefined,
    set(change) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.preset) next.set('range', change.preset);
          if (change.channel !== undefined) {
            if (change.channel) next.set('channel', change.channel);
            else next.delete('channel');
          }
          if (change.companyId !== undefined) {
            if (change.companyId) next.set('company', String(change.companyId));
            else next.delete('company');
          }
          return next;
        },
        { replace: true },
      );
    },
  };
}
