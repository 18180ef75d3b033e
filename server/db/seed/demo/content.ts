// Store tasks, campaigns and other small texts of the demo data set.
import type { BannerDisplayLocation, BannerSegment, BannerStatus } from '../../../../src/domain/banners.ts';
import type { CompanyKey } from './organisations.ts';

export const TASKS: readonly { title: string; description: string; taskType: string }[] = [
  { title: 'Review unmatched items', description: 'Some store items have no match in the catalogue yet. Review them on the Manual matches tab.', taskType: 'item_matching' },
  { title: 'Confirm holiday hours', description: 'Check the special schedule for the coming holiday and adjust the store hours if needed.', taskType: 'hours' },
  { title: 'Upload a store logo', description: 'Partners show the store logo on the storefront; upload a square image of at least 512 px.', taskType: 'branding' },
  { title: 'Push the menu to DoorDash', description: 'Menu changes are waiting to be sent to DoorDash.', taskType: 'menu_sync' },
  { title: 'Restock out-of-stock items', description: 'Several items are marked out of stock. Update quantities once the delivery arrives.', taskType: 'inventory' },
  { title: 'Renew the alcohol licence', description: 'Upload the renewed state licence so alcohol stays on sale on every channel.', taskType: 'compliance' },
  { title: 'Set up delivery fees', description: 'Choose a fee type and amount for each delivery partner.', taskType: 'fees' },
  { title: 'Add item photos', description: 'Items with photos sell better. Add images to the best sellers first.', taskType: 'inventory' },
];

export interface DemoCampaign {
  name: string;
  description: string;
  status: BannerStatus;
  /** days from now */
  start: number;
  end: number;
  /** category names whose items are featured */
  featured: readonly string[];
  segments: readonly BannerSegment[];
  displayLocations: readonly BannerDisplayLocation[];
}

/** Each company shows every schedule state: live, scheduled, ended and switched off. */
export const CAMPAIGNS: Partial<Record<CompanyKey, readonly DemoCampaign[]>> = {
  corner: [
    {
      name: 'Summer Refresh',
      description: 'Cold drinks for hot days: sodas, waters and energy drinks up front on every storefront.',
      status: 'active',
      start: -10,
      end: 50,
      featured: ['Beverages'],
      segments: ['all_customers'],
      displayLocations: ['home_hero', 'category_page'],
    },
    {
      name: 'Game Day Snacks',
      description: 'Chips, dips and drinks for the weekend game.',
      status: 'active',
      start: -3,
      end: 25,
      featured: ['Snacks', 'Alcohol'],
      segments: ['all_customers', 'loyalty_members'],
      displayLocations: ['search_results'],
    },
    {
      name: 'Breakfast on the Go',
      description: 'Bagels, yogurt and coffee delivered before 11 am.',
      status: 'active',
      start: -30,
      end: 60,
      featured: ['Bakery', 'Dairy'],
      segments: ['new_customers'],
      displayLocations: ['home_hero', 'checkout'],
    },
    {
      name: 'Holiday Treats',
      description: 'Chocolate and candy gift ideas for the holidays.',
      status: 'active',
      start: -120,
      end: -90,
      featured: ['Candy'],
      segments: ['all_customers'],
      displayLocations: ['home_hero'],
    },
    {
      name: 'Back to School',
      description: 'Lunchbox favourites and school supplies, ready for the first week back.',
      status: 'active',
      start: 40,
      end: 70,
      featured: ['Snacks', 'Others'],
      segments: ['lapsed_customers', 'returning_customers'],
      displayLocations: ['category_page'],
    },
    {
      name: 'Ice Cream Social',
      description: 'Pints and novelties at two for one; paused while the freezers are restocked.',
      status: 'inactive',
      start: -5,
      end: 30,
      featured: ['Frozen'],
      segments: ['returning_customers'],
      displayLocations: ['search_results', 'checkout'],
    },
  ],
  quick: [
    {
      name: 'Fuel Up Combo',
      description: 'Any energy drink with a jerky or nut snack.',
      status: 'active',
      start: -7,
      end: 21,
      featured: ['Beverages', 'Snacks'],
      segments: ['all_customers'],
      displayLocations: ['home_hero'],
    },
    {
      name: 'Late Night Cravings',
      description: 'Frozen pizza, ice cream and candy, delivered until 2 am.',
      status: 'active',
      start: -14,
      end: 45,
      featured: ['Frozen', 'Candy'],
      segments: ['loyalty_members'],
      displayLocations: ['search_results', 'checkout'],
    },
    {
      name: 'Cold Drinks 2 for $4',
      description: 'Two 20 oz bottles for $4 at participating stores.',
      status: 'inactive',
      start: -60,
      end: -30,
      featured: ['Beverages'],
      segments: ['all_customers'],
      displayLocations: ['category_page'],
    },
    {
      name: 'Grand Opening: Mill Avenue',
      description: 'Free delivery on the first order from the new Tempe store.',
      status: 'active',
      start: 10,
      end: 24,
      featured: ['Snacks'],
      segments: ['new_customers'],
      displayLocations: ['home_hero'],
    },
  ],
};

/** Items only store #1 sells (its coffee bar and deli counter), not in the catalogue. */
export const STORE_ONE_LOCAL_ITEMS = [
  { name: 'House Drip Coffee 12 oz', size: '12 oz', price: 2.25, category: 'Beverages', sub: 'Coffee & Tea', modifier: 'coffee' },
  { name: 'House Drip Coffee 16 oz', size: '16 oz', price: 2.75, category: 'Beverages', sub: 'Coffee & Tea', modifier: 'coffee' },
  { name: 'Iced Cold Brew 20 oz', size: '20 oz', price: 4.25, category: 'Beverages', sub: 'Coffee & Tea', modifier: 'coffee' },
  { name: 'Bacon Egg & Cheese Sandwich', size: '1 ct', price: 6.49, category: 'Deli', sub: 'Sandwiches', modifier: 'bread' },
  { name: 'Chopped Cheese Hero', size: '1 ct', price: 9.99, category: 'Deli', sub: 'Sandwiches', modifier: 'bread' },
] as const;

export const COFFEE_ADD_INS = [
  { name: 'Oat Milk', price: 0.75, asStoreItem: true },
  { name: 'Extra Espresso Shot', price: 1.0, asStoreItem: true },
  { name: 'Vanilla Syrup', price: 0.5, asStoreItem: false },
  { name: 'Whole Milk', price: 0, asStoreItem: false },
] as const;

export const BREAD_CHOICES = [
  { name: 'Kaiser Roll', price: 0 },
  { name: 'Whole Wheat', price: 0 },
  { name: 'Rye', price: 0 },
  { name: 'Sourdough Hero', price: 0.5 },
] as const;
