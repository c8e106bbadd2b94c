/**
 * Product answers shared by the product widget's tests and stories, parsed by the widget's schemas
 * so they cannot drift from the contract. Ids and names follow the demo store's seed.
 */
import {
  addToCartSchema,
  attributeChangeSchema,
  productAttributeSchema,
  productDetailsSchema,
  type AddToCartAnswer,
  type AttributeChange,
  type AttributeChangeInput,
  type ProductAttribute,
  type ProductAttributeInput,
  type ProductDetails,
  type ProductDetailsInput,
} from './product-schemas.ts';
import { assignableMemberSchema, type AssignableMember, type AssignableMemberInput } from './members/member-schemas.ts';

export const productAttribute = (input: ProductAttributeInput): ProductAttribute => productAttributeSchema.parse(input);

export function product(input: Partial<ProductDetailsInput> = {}): ProductDetails {
  return productDetailsSchema.parse({
    Id: 3,
    Name: '1-Day Lift Ticket',
    SeName: 'lift-ticket-1-day',
    Sku: 'LT-1DAY',
    ShortDescription: 'One day of lift access on all 14 lifts.',
    ProductPrice: { Price: '$129.00', PriceValue: 129 },
    ...input,
  });
}

/** Lift ticket attributes: a date and an age group with adjustments. */
export const liftTicketAttributes = (): ProductAttribute[] => [
  productAttribute({ Id: 301, Name: 'Start Date', TextPrompt: 'Start Date [Date]', AttributeControlType: 'Datepicker', IsRequired: true }),
  productAttribute({
    Id: 302,
    Name: 'Age Group',
    TextPrompt: 'Age Group [Assigned To]',
    AttributeControlType: 'DropdownList',
    IsRequired: true,
    Values: [
      { Id: 3021, Name: 'Adult', IsPreSelected: true },
      { Id: 3022, Name: 'Child (6-12)', PriceAdjustment: -40 },
      { Id: 3023, Name: 'Senior (65+)', PriceAdjustment: -30 },
    ],
  }),
];

/** The lift ticket with its attributes in the answer (as page data carries it) and a date inventory. */
export function liftTicket(input: Partial<ProductDetailsInput> = {}): ProductDetails {
  return product({
    IsTrackingInventory: true,
    DateInventory: { '2026-12-10': 120, '2026-12-11': 0, '2026-12-12': 8, '2026-12-13': 200 },
    ProductAttributes: liftTicketAttributes(),
    ...input,
  });
}

/** The season pass: a pass type assigned to a member. */
export function seasonPass(input: Partial<ProductDetailsInput> = {}): ProductDetails {
  return product({
    Id: 1,
    Name: 'Season Pass - Adult',
    SeName: 'season-pass-adult',
    Sku: 'SP-ADULT',
    ProductPrice: { Price: '$899.00', PriceValue: 899 },
    ProductAttributes: [
      productAttribute({
        Id: 101,
        Name: 'Pass Type',
        TextPrompt: 'Pass Type [Assigned To]',
        AttributeControlType: 'DropdownList',
        IsRequired: true,
        Values: [
          { Id: 1011, Name: 'Unlimited', IsPreSelected: true },
          { Id: 1012, Name: 'Midweek', PriceAdjustment: -200 },
        ],
      }),
    ],
    ...input,
  });
}

export const attributeChange = (input: AttributeChangeInput = {}): AttributeChange => attributeChangeSchema.parse({ price: '$129.00', priceValue: 129, inventory: 120, ...input });

export const member = (input: Partial<AssignableMemberInput> & { ContactInfoId: number }): AssignableMember =>
  assignableMemberSchema.parse({ IsAssignable: true, ...input });

/** The shopper's household: Alex (the account holder), Jordan, and Sam (a minor). */
export const household = (): AssignableMember[] => [
  member({ ContactInfoId: 1, FirstName: 'Alex', LastName: 'Morgan', Fullname: 'Alex Morgan', AgeDescription: 'Adult', Me: true }),
  member({ ContactInfoId: 2, FirstName: 'Jordan', LastName: 'Morgan', Fullname: 'Jordan Morgan', AgeDescription: 'Adult' }),
  member({ ContactInfoId: 3, FirstName: 'Sam', LastName: 'Morgan', Fullname: 'Sam Morgan', AgeDescription: 'Age 11' }),
];

export const added = (input: Partial<AddToCartAnswer> = {}): AddToCartAnswer => addToCartSchema.parse({ success: true, shoppingCartItemId: 41, ...input });

/** A season far from the test clock, so the earliest purchase date is its first day whatever today is. */
export const testSeason = { StartDate: '2030-01-07', EndDate: '2030-03-31', ProductCutoffTime: '23:59' };

/** The lesson: a date, a discipline with a conditional stance, a dynamic group size, add-ons and a note. */
export function lesson(input: Partial<ProductDetailsInput> = {}): ProductDetails {
  return product({
    Id: 8,
    Name: 'Beginner Lesson Package',
    SeName: 'beginner-lesson-package',
    Sku: 'LESSON-BEGIN',
    ProductPrice: { Price: '$149.00', PriceValue: 149 },
    ProductSpecifications: [
      { SpecificationAttributeName: '[Cutoff Time]', ValueRaw: '17:00' },
      { SpecificationAttributeName: 'Duration', ValueRaw: '3 hours' },
    ],
    ProductAttributes: [
      productAttribute({ Id: 801, Name: 'Lesson Date', TextPrompt: 'Lesson Date [Date]', AttributeControlType: 'Datepicker', IsRequired: true }),
      productAttribute({ Id: 802, Name: 'Discipline', AttributeControlType: 'DropdownList', IsRequired: true, Values: [{ Id: 8021, Name: 'Ski', IsPreSelected: true }, { Id: 8022, Name: 'Snowboard' }] }),
      productAttribute({ Id: 803, Name: 'Stance', TextPrompt: 'Stance [Conditional]', AttributeControlType: 'RadioList', IsRequired: true, HasCondition: true, Values: [{ Id: 8031, Name: 'Regular' }, { Id: 8032, Name: 'Goofy' }] }),
      productAttribute({ Id: 805, Name: 'Extras', TextPrompt: 'Extras [Add On]', AttributeControlType: 'Checkboxes', Values: [{ Id: 8051, Name: 'Helmet rental', PriceAdjustment: 15 }, { Id: 8052, Name: 'Mountain lunch', PriceAdjustment: 18.5 }] }),
      productAttribute({ Id: 806, Name: 'Notes for your instructor', AttributeControlType: 'MultilineTextbox' }),
    ],
    ...input,
  });
}

/** Date radios: four evenings, the first sold out and the second low. */
export function torchlightDinner(input: Partial<ProductDetailsInput> = {}): ProductDetails {
  return product({
    Id: 11,
    Name: 'Torchlight Dinner',
    SeName: 'torchlight-dinner',
    ProductPrice: { Price: '$95.00', PriceValue: 95 },
    IsTrackingInventory: true,
    DateInventory: { '2030-01-11': 0, '2030-01-18': 6, '2030-01-25': 60, '2030-02-01': 60 },
    ProductAttributes: [
      productAttribute({
        Id: 1101,
        Name: 'Evening',
        AttributeControlType: 'RadioList',
        IsRequired: true,
        Values: ['2030-01-11', '2030-01-18', '2030-01-25', '2030-02-01'].map((date, index) => ({ Id: 11011 + index, Name: date })),
      }),
    ],
    ...input,
  });
}

/** Golf: date, time and holes; $20 of the per-player price due online. */
export function teeTime(): ProductDetails {
  return product({
    Id: 6,
    Name: 'Tee Time - Mountain Course',
    SeName: 'tee-time-mountain-course',
    ProductPrice: { Price: '$85.00', PriceValue: 85, ReservationPrice: 20 },
    ProductAttributes: [
      productAttribute({ Id: 601, Name: 'Date', TextPrompt: 'Date [Date]', AttributeControlType: 'Datepicker', IsRequired: true }),
      productAttribute({ Id: 602, Name: 'Time', TextPrompt: 'Time [Activity Time]', AttributeControlType: 'DropdownList', IsRequired: true, Values: [{ Id: 6021, Name: '7:00 AM', IsPreSelected: true }] }),
      productAttribute({ Id: 603, Name: 'Holes', AttributeControlType: 'DropdownList', IsRequired: true, Values: [{ Id: 6031, Name: '18', IsPreSelected: true }, { Id: 6032, Name: '9', PriceAdjustment: -30 }] }),
    ],
  });
}

/** The guided snowshoe tour: a date and its time slots (`[Activity Time]`), some low, one sold out, a day with none left. */
export function snowshoeTour(input: Partial<ProductDetailsInput> = {}): ProductDetails {
  return product({
    Id: 5,
    Name: 'Guided Snowshoe Tour',
    SeName: 'guided-snowshoe-tour',
    Sku: 'ACT-SNOWSHOE',
    ProductPrice: { Price: '$75.00', PriceValue: 75 },
    IsActivity: true,
    ProductAttributes: [
      productAttribute({ Id: 501, Name: 'Start Date', TextPrompt: 'Start Date [Date]', AttributeControlType: 'Datepicker', IsRequired: true }),
      productAttribute({
        Id: 502,
        Name: 'Tour Time',
        TextPrompt: 'Tour Time [Activity Time]',
        AttributeControlType: 'DropdownList',
        IsRequired: true,
        Values: [
          { Id: 5021, Name: '9:00 AM', IsPreSelected: true },
          { Id: 5022, Name: '1:00 PM' },
          { Id: 5023, Name: '15:30' },
        ],
      }),
    ],
    ActivityTimes: {
      '2030-01-09': [
        { Time: '1:00 PM', AvailableInventory: 0, ValueId: 5022 },
        { Time: '9:00 AM', AvailableInventory: 11, ValueId: 5021 },
        { Time: '15:30', AvailableInventory: 20, ValueId: 5023 },
      ],
      '2030-01-10': [
        { Time: '9:00 AM', AvailableInventory: 0, ValueId: 5021 },
        { Time: '1:00 PM', AvailableInventory: 0, ValueId: 5022 },
      ],
    },
    ...input,
  });
}
