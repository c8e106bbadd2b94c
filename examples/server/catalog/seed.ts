/** The demo resort's fixed data. Tests rely on the e-mails, passwords, SeNames and the WELCOME10 code. */
import type { ControlType } from './catalog.ts';

export const SEED_PASSWORD = 'Resort!2026';

export interface SeedCustomer {
  email: string;
  firstName: string;
  lastName: string;
  password: string | null;
  role: 'customer' | 'admin';
  locked: boolean;
  household: readonly { firstName: string; lastName: string; dateOfBirth: string; me: boolean }[];
}

export const customers: readonly SeedCustomer[] = [
  {
    email: 'shopper@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    password: SEED_PASSWORD,
    role: 'customer',
    locked: false,
    household: [
      { firstName: 'Alex', lastName: 'Morgan', dateOfBirth: '1986-03-14', me: true },
      { firstName: 'Jordan', lastName: 'Morgan', dateOfBirth: '1988-07-02', me: false },
      { firstName: 'Sam', lastName: 'Morgan', dateOfBirth: '2015-05-09', me: false },
    ],
  },
  {
    email: 'admin@example.com',
    firstName: 'Taylor',
    lastName: 'Brooks',
    password: SEED_PASSWORD,
    role: 'admin',
    locked: false,
    household: [{ firstName: 'Taylor', lastName: 'Brooks', dateOfBirth: '1979-10-21', me: true }],
  },
  {
    email: 'nopass@example.com',
    firstName: 'Casey',
    lastName: 'Nguyen',
    password: null,
    role: 'customer',
    locked: false,
    household: [{ firstName: 'Casey', lastName: 'Nguyen', dateOfBirth: '1992-01-30', me: true }],
  },
  {
    email: 'locked@example.com',
    firstName: 'Jamie',
    lastName: 'Lee',
    password: SEED_PASSWORD,
    role: 'customer',
    locked: true,
    household: [{ firstName: 'Jamie', lastName: 'Lee', dateOfBirth: '1990-06-12', me: true }],
  },
];

/** The 4-day flex lift ticket: up to four separate days (a non-consecutive multi-day product), each priced by the day. */
export const FLEX_TICKET = { id: 15, attributeId: 1501, days: 4 } as const;

export interface SeedCategory {
  id: number;
  name: string;
  seName: string;
  /** A subcategory: listed on its parent's page, kept out of the top menu. */
  parentId?: number;
}

export const categories: readonly SeedCategory[] = [
  { id: 1, name: 'Season Passes', seName: 'season-passes' },
  { id: 2, name: 'Lift Tickets', seName: 'lift-tickets' },
  { id: 3, name: 'Rentals', seName: 'rentals' },
  { id: 4, name: 'Activities', seName: 'activities' },
  { id: 5, name: 'Vouchers', seName: 'vouchers' },
  { id: 6, name: 'Multi-Day Tickets', seName: 'multi-day-tickets', parentId: 2 },
];

export interface SeedValue {
  id: number;
  name: string;
  adjustment?: number;
  preSelected?: boolean;
  /** Who the value is for, by age (members outside it cannot be assigned). */
  minAge?: number;
  maxAge?: number;
}

export interface SeedAttribute {
  id: number;
  name: string;
  prompt: string;
  control: ControlType;
  values?: readonly SeedValue[];
  /** Default true. */
  required?: boolean;
  /** Shown only while this value of another attribute is chosen. */
  condition?: number;
  defaultValue?: string;
}

export interface SeedProduct {
  id: number;
  categoryId: number;
  name: string;
  seName: string;
  sku: string;
  description: string;
  priceCents: number;
  enhancedCart: boolean;
  reservationPriceCents?: number;
  taxExempt?: boolean;
  attributes: readonly SeedAttribute[];
  /** `[Cutoff Time]`, `[Cutoff Days]`, `IsReservationProduct`, `MaxReservations`, `IsRenewal`, … */
  specifications?: Readonly<Record<string, string>>;
  /** Sold by the day from `product_date_inventory` (see `dateInventorySeed`). */
  tracksInventory?: boolean;
  fullDescription?: string;
}

const TEE_TIMES = ['7:00 AM', '8:30 AM', '10:00 AM', '12:30 PM', '2:00 PM'];

export const products: readonly SeedProduct[] = [
  {
    id: 1,
    categoryId: 1,
    name: 'Season Pass - Adult',
    seName: 'season-pass-adult',
    sku: 'SP-ADULT',
    description: 'Ski or ride every day of the 2026/27 season. Early-bird pricing ends soon.',
    priceCents: 89_900,
    enhancedCart: true,
    attributes: [
      {
        id: 101,
        name: 'Pass Type',
        prompt: 'Pass Type [Assigned To]',
        control: 'DropdownList',
        values: [
          { id: 1011, name: 'Unlimited', preSelected: true, minAge: 18 },
          { id: 1012, name: 'Midweek', adjustment: -20_000, minAge: 18 },
        ],
      },
    ],
  },
  {
    id: 2,
    categoryId: 1,
    name: 'Season Pass - Child',
    seName: 'season-pass-child',
    sku: 'SP-CHILD',
    description: 'For skiers and riders aged 6 to 12. Includes the Mountain Kids trail map.',
    priceCents: 44_900,
    enhancedCart: true,
    attributes: [
      {
        id: 201,
        name: 'Pass Type',
        prompt: 'Pass Type [Assigned To]',
        control: 'DropdownList',
        values: [
          { id: 2011, name: 'Unlimited', preSelected: true, minAge: 6, maxAge: 12 },
          { id: 2012, name: 'Midweek', adjustment: -10_000, minAge: 6, maxAge: 12 },
        ],
      },
    ],
  },
  {
    id: 3,
    categoryId: 2,
    name: '1-Day Lift Ticket',
    seName: 'lift-ticket-1-day',
    sku: 'LT-1DAY',
    description: 'One day of lift access on all 14 lifts. Buy online and skip the ticket window.',
    priceCents: 12_900,
    enhancedCart: true,
    tracksInventory: true,
    // Priced by the day (pricing/seed.ts): cheaper three weeks ahead, dearer as a day sells.
    specifications: { ShowPricingCalendarView: 'yes', IsDynamicPriceDaysToArrival: 'yes' },
    attributes: [
      { id: 301, name: 'Start Date', prompt: 'Start Date [Date] [Pricing Calendar]', control: 'Datepicker' },
      {
        id: 302,
        name: 'Age Group',
        prompt: 'Age Group [Assigned To]',
        control: 'DropdownList',
        values: [
          { id: 3021, name: 'Adult', preSelected: true, minAge: 13, maxAge: 64 },
          { id: 3022, name: 'Child (6-12)', adjustment: -4_000, minAge: 6, maxAge: 12 },
          { id: 3023, name: 'Senior (65+)', adjustment: -3_000, minAge: 65 },
        ],
      },
    ],
  },
  {
    id: 4,
    categoryId: 3,
    name: 'Ski Rental Package',
    seName: 'ski-rental-package',
    sku: 'RENT-SKI',
    description: 'Skis, boots and poles, fitted by our technicians. Priced per day.',
    priceCents: 5_900,
    enhancedCart: false,
    attributes: [
      // Every renter signs the equipment release: the rental is for a member of the household.
      { id: 401, name: 'Start Date', prompt: 'Start Date [Date] [Assigned To]', control: 'Datepicker' },
      {
        id: 402,
        name: 'Package',
        prompt: 'Package',
        control: 'DropdownList',
        values: [
          { id: 4021, name: 'Sport', preSelected: true },
          { id: 4022, name: 'Performance', adjustment: 2_000 },
        ],
      },
    ],
  },
  {
    id: 5,
    categoryId: 4,
    name: 'Guided Snowshoe Tour',
    seName: 'guided-snowshoe-tour',
    sku: 'ACT-SNOWSHOE',
    description: 'Two hours through the old-growth forest with a naturalist guide. Snowshoes included.',
    priceCents: 7_500,
    enhancedCart: false,
    attributes: [
      { id: 501, name: 'Start Date', prompt: 'Start Date [Date]', control: 'Datepicker' },
      {
        id: 502,
        name: 'Tour Time',
        prompt: 'Tour Time [Activity Time]',
        control: 'DropdownList',
        values: [
          { id: 5021, name: '9:00 AM', preSelected: true },
          { id: 5022, name: '1:00 PM' },
        ],
      },
    ],
  },
  {
    id: 6,
    categoryId: 4,
    name: 'Tee Time - Mountain Course',
    seName: 'tee-time-mountain-course',
    sku: 'GOLF-MTN',
    description: 'Summer golf at 8,000 feet. Price per player; $20 is due online, the rest at the course.',
    priceCents: 8_500,
    enhancedCart: false,
    reservationPriceCents: 2_000,
    attributes: [
      { id: 601, name: 'Date', prompt: 'Date [Date]', control: 'Datepicker' },
      {
        id: 602,
        name: 'Time',
        prompt: 'Time [Activity Time]',
        control: 'DropdownList',
        values: TEE_TIMES.map((name, index) => ({ id: 6021 + index, name, preSelected: index === 0 })),
      },
      {
        id: 603,
        name: 'Holes',
        prompt: 'Holes',
        control: 'DropdownList',
        values: [
          { id: 6031, name: '18', preSelected: true },
          { id: 6032, name: '9', adjustment: -3_000 },
        ],
      },
    ],
  },
  {
    id: 7,
    categoryId: 5,
    name: '$100 Gift Voucher',
    seName: 'gift-voucher-100',
    sku: 'GV-100',
    description: 'Good for anything at the resort: passes, lessons, rentals and dinner on the mountain.',
    priceCents: 10_000,
    enhancedCart: false,
    taxExempt: true,
    attributes: [],
  },
  {
    id: 8,
    categoryId: 4,
    name: 'Beginner Lesson Package',
    seName: 'beginner-lesson-package',
    sku: 'LESSON-BEGIN',
    description: 'A morning lesson with a certified instructor, lift access on the learning area and rental gear. Book two days ahead, by 5 PM.',
    priceCents: 14_900,
    enhancedCart: true,
    specifications: { '[Cutoff Time]': '17:00', '[Cutoff Days]': '2' },
    attributes: [
      { id: 801, name: 'Lesson Date', prompt: 'Lesson Date [Date] [Assigned To]', control: 'Datepicker' },
      {
        id: 802,
        name: 'Discipline',
        prompt: 'Discipline',
        control: 'DropdownList',
        values: [
          { id: 8021, name: 'Ski', preSelected: true },
          { id: 8022, name: 'Snowboard', minAge: 7 },
        ],
      },
      {
        id: 803,
        name: 'Stance',
        prompt: 'Stance [Conditional]',
        control: 'RadioList',
        condition: 8022,
        values: [
          { id: 8031, name: 'Regular (left foot forward)' },
          { id: 8032, name: 'Goofy (right foot forward)' },
        ],
      },
      {
        id: 804,
        name: 'Group Size',
        prompt: 'Group Size [Dynamic]',
        control: 'DropdownList',
        values: [
          { id: 8041, name: 'Group lesson', preSelected: true },
          { id: 8042, name: 'Private lesson', adjustment: 18_000 },
        ],
      },
      {
        id: 805,
        name: 'Extras',
        prompt: 'Extras [Add On]',
        control: 'Checkboxes',
        required: false,
        values: [
          { id: 8051, name: 'Helmet rental', adjustment: 1_500 },
          { id: 8052, name: 'Mountain lunch', adjustment: 1_850 },
        ],
      },
      { id: 806, name: 'Notes for your instructor', prompt: 'Notes for your instructor', control: 'MultilineTextbox', required: false },
    ],
  },
  {
    id: 9,
    categoryId: 2,
    name: 'Lift Card Reload',
    seName: 'lift-card-reload',
    sku: 'LT-RELOAD',
    description: 'A day ticket loaded onto a new card, or onto the card you already have ($5 less).',
    priceCents: 11_900,
    enhancedCart: true,
    attributes: [
      { id: 906, name: 'Ski Date', prompt: 'Ski Date [Date]', control: 'Datepicker' },
      {
        id: 901,
        name: 'Card',
        prompt: 'Card [Assigned To]',
        control: 'RadioList',
        values: [
          { id: 9011, name: 'New card', preSelected: true },
          { id: 9012, name: 'Reload my card [Reload]', adjustment: -500 },
        ],
      },
      { id: 902, name: 'Card Number', prompt: 'Card Number [Lock ID]', control: 'TextBox', required: false },
      {
        id: 903,
        name: 'Sales Channel',
        prompt: 'Sales Channel [Hidden]',
        control: 'DropdownList',
        values: [{ id: 9031, name: 'Online', preSelected: true }],
      },
      { id: 904, name: 'Loyalty Number', prompt: 'Loyalty Number [Hidden Signed In]', control: 'TextBox', required: false },
      {
        id: 905,
        name: 'Valid For',
        prompt: 'Valid For [ReadOnly]',
        control: 'DropdownList',
        values: [{ id: 9051, name: 'This season', preSelected: true }],
      },
    ],
  },
  {
    id: 10,
    categoryId: 1,
    name: 'Season Pass Renewal',
    seName: 'season-pass-renewal',
    sku: 'SP-RENEW',
    description: "Renew last season's pass for the same skier at the renewal price. The pass stays with its holder.",
    priceCents: 79_900,
    enhancedCart: true,
    // The renewal's own id (the store's renewal, not the product): its payment schedule is asked for by it.
    specifications: { IsRenewal: 'Yes', RenewalId: '510' },
    attributes: [
      {
        id: 1001,
        name: 'Pass Type',
        prompt: 'Pass Type [Assigned To] lock true',
        control: 'DropdownList',
        values: [
          { id: 10011, name: 'Unlimited', preSelected: true, minAge: 18 },
          { id: 10012, name: 'Midweek', adjustment: -20_000, minAge: 18 },
        ],
      },
    ],
  },
  {
    id: 11,
    categoryId: 4,
    name: 'Torchlight Dinner',
    seName: 'torchlight-dinner',
    sku: 'ACT-TORCH',
    description: 'Ride the gondola at dusk, watch the torchlight parade and dine at the summit lodge. Four evenings this winter.',
    priceCents: 9_500,
    enhancedCart: true,
    tracksInventory: true,
    attributes: [
      // The evenings' values are dated when the store is seeded (seed.ts): they follow the calendar.
      { id: 1101, name: 'Evening', prompt: 'Evening', control: 'RadioList', values: [] },
      {
        id: 1102,
        name: 'Menu',
        prompt: 'Menu',
        control: 'DropdownList',
        values: [
          { id: 11021, name: 'Mountain menu', preSelected: true },
          { id: 11022, name: 'Vegetarian menu' },
        ],
      },
    ],
  },
  {
    id: 12,
    categoryId: 3,
    name: 'Snowboard Rental',
    seName: 'snowboard-rental',
    sku: 'RENT-BOARD',
    description: 'Board and boots for the days you choose, priced per day. Pick the days on the calendar; they need not follow each other.',
    priceCents: 4_500,
    enhancedCart: true,
    attributes: [
      { id: 1201, name: 'Rental Days', prompt: 'Rental Days [Multiple Dates] [Inline Calendar] [Assigned To]', control: 'Datepicker' },
      {
        id: 1202,
        name: 'Board',
        prompt: 'Board',
        control: 'DropdownList',
        values: [
          { id: 12021, name: 'All-mountain', preSelected: true },
          { id: 12022, name: 'Freestyle', adjustment: 500 },
        ],
      },
    ],
  },
  {
    id: 13,
    categoryId: 2,
    name: '3-Day Lift Ticket',
    seName: 'lift-ticket-3-day',
    sku: 'LT-3DAY',
    description: 'Three days in a row on all 14 lifts, priced day by day: the calendar shows what the three days cost together.',
    priceCents: 38_700,
    enhancedCart: true,
    tracksInventory: true,
    specifications: { ShowPricingCalendarView: 'yes', IsDynamicPriceDaysToArrival: 'yes', NumberOfDays: '3', IsConsecutiveMultiDay: 'yes' },
    attributes: [{ id: 1301, name: 'Start Date', prompt: 'Start Date [Pricing Calendar] [Inline Calendar]', control: 'Datepicker' }],
  },
  {
    id: FLEX_TICKET.id,
    categoryId: 6,
    name: '4-Day Flex Lift Ticket',
    seName: 'lift-ticket-4-day-flex',
    sku: 'LT-4FLEX',
    description: 'Any four days of the season, together or apart, priced day by day: choose up to four days on the calendar and pay what each day costs.',
    priceCents: 51_600,
    enhancedCart: true,
    tracksInventory: true,
    specifications: { ShowPricingCalendarView: 'yes', IsDynamicPriceDaysToArrival: 'yes', NumberOfDays: String(FLEX_TICKET.days), IsNonConsecutiveMultiDay: 'yes' },
    attributes: [{ id: FLEX_TICKET.attributeId, name: 'Ski Days', prompt: 'Ski Days [Pricing Calendar] [Inline Calendar]', control: 'Datepicker' }],
  },
  {
    id: 14,
    categoryId: 4,
    name: 'First Tracks Breakfast',
    seName: 'first-tracks-breakfast',
    sku: 'ACT-FIRSTTRACKS',
    description: 'Ride the gondola before the lifts open, breakfast at the summit, first run on fresh corduroy. Each member may hold two reservations in the season.',
    priceCents: 4_500,
    enhancedCart: true,
    specifications: { IsReservationProduct: 'yes', MaxReservations: '2' },
    attributes: [
      { id: 1401, name: 'Reservation Date', prompt: 'Reservation Date [Date] [Assigned To]', control: 'Datepicker' },
      {
        id: 1402,
        name: 'Seating',
        prompt: 'Seating',
        control: 'DropdownList',
        values: [
          { id: 14021, name: 'Summit lodge', preSelected: true },
          { id: 14022, name: 'Window table', adjustment: 1_000 },
        ],
      },
    ],
  },
];

/** The Torchlight Dinner's evenings (value ids 11011…) and the tracked products' day inventory, dated from `earliest`. */
export interface DateSeed {
  evenings: { id: number; date: string; capacity: number }[];
  days: { productId: number; date: string; capacity: number }[];
}

/** What a lift-ticket day sells; the first days are sold out and nearly so (the demo's sold-out and low days). */
export const LIFT_DAY_CAPACITY = 400;

/**
 * Day inventory from the earliest purchase date on: the lift ticket every day of the season, its
 * third day sold out and its fourth low (8 left); the Torchlight Dinner on four evenings a week
 * apart, the first sold out and the second low (6 left).
 */
export function dateInventorySeed(earliest: string, seasonEnd: string, addDays: (date: string, days: number) => string): DateSeed {
  const days: DateSeed['days'] = [];
  for (let date = earliest; date <= seasonEnd; date = addDays(date, 1)) {
    const offset = days.length;
    days.push({ productId: 3, date, capacity: offset === 2 ? 0 : offset === 3 ? 8 : LIFT_DAY_CAPACITY });
  }
  const evenings = [4, 11, 18, 25].map((offset, index) => ({ id: 11011 + index, date: addDays(earliest, offset), capacity: [0, 6, 60, 60][index] as number }));
  for (const evening of evenings) days.push({ productId: 11, date: evening.date, capacity: evening.capacity });
  return { evenings, days };
}

export const discounts = [
  { id: 1, name: 'Early bird 5%', type: 'AssignedToSkus', percentageBp: 500, code: null, productIds: [1] },
  { id: 2, name: 'Welcome 10% off', type: 'AssignedToOrderTotal', percentageBp: 1000, code: 'WELCOME10', productIds: [] },
] as const;
