import type { DetailPage } from './tabVisibility.ts';

export interface BackContext {
  /** the id in the page's path */
  id: string;
  /** the company of the record when known, else the signed-in merchant's company */
  companyId: number | null;
}

/** Back controls of spec 000 §2; null when the page has no back control. */
export function backTarget(page: DetailPage, context: BackContext): string | null {
  const companyTab = (tab: string) =>
    context.companyId === null ? '/companies' : `/companies/${context.companyId}?sidebarActiveTab=${tab}`;
  switch (page) {
    case 'store':
      return companyTab('stores');
    case 'employee':
      return companyTab('employees');
    case 'company':
      return '/companies';
    case 'match-items':
      return `/stores/${context.id}?sidebarActiveTab=inventory`;
  }
}
