import { useDataProvider } from 'react-admin';
import type { LsmDataProvider } from './dataProvider.ts';

/** The dataProvider with the app's typed custom methods. */
export function useLsmDataProvider(): LsmDataProvider {
  return useDataProvider<LsmDataProvider>();
}
