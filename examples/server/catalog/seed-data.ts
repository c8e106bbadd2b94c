/** The demo resort's fixed data. Tests rely on the e-mails, passwords, SeNames and the WELCOME10 code. */

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

export const categories = [
  { id: 1, name: 'Season Passes', seName: 'season-passes' },
  { id: 2, name: 'Lift Tickets', seName: 'lift-tickets' },
  { id: 3, name: 'Rentals', seName: 'rentals' },
  { id: 4, name: 'Activities', seName: 'activities' },
  { id: 5, name: 'Vouchers', seName: 'vouchers' },
] as const;

export interface SeedValue {
  id: number;
  name: string;
  adjustment?: number;
  preSelected?: boolean;
}

export interface SeedAttribute {
  id: number;
  name: string;
  prompt: string;
  control: 'DropdownList' | 'Datepicker';
  values?: readonly SeedValue[];
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
          { id: 1011, name: 'Unlimited', preSelected: true },
          { id: 1012, name: 'Midweek', adjustment: -20_000 },
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
          { id: 2011, name: 'Unlimited', preSelected: true },
          { id: 2012, name: 'Midweek', adjustment: -10_000 },
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
    attributes: [
      { id: 301, name: 'Start Date', prompt: 'Start Date [Date]', control: 'Datepicker' },
      {
        id: 302,
        name: 'Age Group',
        prompt: 'Age Group',
        control: 'DropdownList',
        values: [
          { id: 3021, name: 'Adult', preSelected: true },
          { id: 3022, name: 'Child (6-12)', adjustment: -4_000 },
          { id: 3023, name: 'Senior (65+)', adjustment: -3_000 },
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
      { id: 401, name: 'Start Date', prompt: 'Start Date [Date]', control: 'Datepicker' },
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
    attributes: [{ id: 501, name: 'Start Date', prompt: 'Start Date [Date]', control: 'Datepicker' }],
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
];

export const discounts = [
  { id: 1, name: 'Early bird 5%', type: 'AssignedToSkus', percentageBp: 500, code: null, productIds: [1] },
  { id: 2, name: 'Welcome 10% off', type: 'AssignedToOrderTotal', percentageBp: 1000, code: 'WELCOME10', productIds: [] },
] as const;
