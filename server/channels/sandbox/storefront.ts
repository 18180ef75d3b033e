// The read-only storefront page a sandbox partner serves for one of its stores (menu-details' web_url):
// the menu exactly as the partner last accepted it. Server-rendered, no script.
import type { PartnerName } from '../../db/schema/index.ts';
import { MENU_WEEKDAYS, formatCents, type PartnerMenu, type PartnerModifierGroup } from '../menu.ts';
import type { HeldMenu } from './state.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const dayLabel = (weekday: string) => weekday[0].toUpperCase() + weekday.slice(1, 3);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:16px 24px;color:#fff}main{max-width:960px;margin:0 auto;padding:16px 24px}
section.menu{background:#fff;border-radius:8px;padding:12px 20px;margin:16px 0;box-shadow:0 1px 3px #0002}
table.hours td{padding:2px 12px 2px 0}h3{border-bottom:1px solid #ddd;padding-bottom:4px}
li.item{display:flex;justify-content:space-between;gap:16px;padding:6px 0;border-bottom:1px solid #f0f0f0}
.price{font-weight:600;white-space:nowrap}.muted{color:#666;font-size:.9em}ul{list-style:none;padding:0}`;

const BRAND: Record<PartnerName, string> = { UberEats: '#06c167', DoorDash: '#eb1700', GrubHub: '#f63440', LulaDirect: '#3d5afe' };

function groupSummary(group: PartnerModifierGroup): string {
  const { min_permitted: min, max_permitted: max } = group.quantity_info;
  const kind = min > 0 ? 'Required' : 'Optional';
  const limits = [min > 0 ? `Min ${min}` : '', max > 0 ? `Max ${max}` : ''].filter(Boolean).join(' ');
  return `${kind}${limits ? ` · ${limits}` : ''}`;
}

function renderMenu(menu: PartnerMenu): string {
  const items = new Map(menu.items.map((item) => [item.id, item]));
  const categories = new Map(menu.categories.map((category) => [category.id, category]));
  const groups = new Map(menu.modifier_groups.map((group) => [group.id, group]));
  return menu.menus
    .map((entry) => {
      const hours = MENU_WEEKDAYS.map((weekday) => {
        const day = entry.service_availability.find((candidate) => candidate.day_of_week === weekday);
        const periods = day?.time_periods.map((period) => `${period.start_time}–${period.end_time}`).join(', ') || 'Closed';
        return `<tr data-day="${weekday}"><td>${dayLabel(weekday)}</td><td>${escapeHtml(periods)}</td></tr>`;
      }).join('');
      const sections = entry.category_ids
        .map((id) => categories.get(id))
        .filter((category) => category !== undefined)
        .map((category) => {
          const rows = category.item_ids
            .map((id) => items.get(id))
            .filter((item) => item !== undefined)
            .map((item) => {
              const pickup = item.pickup_price_cents !== item.price_cents ? ` <span class="muted">pickup ${formatCents(item.pickup_price_cents)}</span>` : '';
              const options = item.modifier_group_ids
                .map((id) => groups.get(id))
                .filter((group) => group !== undefined)
                .map(
                  (group) =>
                    `<div class="muted" data-modifier-group="${escapeHtml(group.id)}">${escapeHtml(group.title)} (${groupSummary(group)}): ${group.options
                      .map((option) => `${escapeHtml(option.title)} +${formatCents(option.price_cents)}`)
                      .join(', ')}</div>`,
                )
                .join('');
              return `<li class="item" data-item-id="${escapeHtml(item.id)}" data-price-cents="${item.price_cents}"><div><div class="name">${escapeHtml(item.title)}</div>${
                item.description ? `<div class="muted">${escapeHtml(item.description)}</div>` : ''
              }${options}</div><div class="price">${formatCents(item.price_cents)}${pickup}</div></li>`;
            })
            .join('');
          return `<h3>${escapeHtml(category.title)}</h3><ul>${rows}</ul>`;
        })
        .join('');
      return `<section class="menu" data-menu-id="${escapeHtml(entry.id)}"><h2>${escapeHtml(entry.title)}</h2><table class="hours">${hours}</table>${sections}</section>`;
    })
    .join('');
}

/** The whole page; `held.menu` null: the partner holds no menu for the store yet. */
export function storefrontPage(partner: PartnerName, partnerStoreId: string, held: HeldMenu): string {
  const title = held.menu ? `${held.menu.store.name} on ${partner}` : `Store ${partnerStoreId} on ${partner}`;
  const body = held.menu
    ? `<p class="muted">Sandbox storefront: the menu ${partner} accepted on ${held.acceptedAt?.toISOString() ?? 'an unknown date'}. ${held.menu.items.length} items.</p>${renderMenu(held.menu)}`
    : `<p>${partner} holds no menu for this store yet.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header style="background:${BRAND[partner]}"><h1>${escapeHtml(title)}</h1></header><main>${body}</main></body></html>`;
}
