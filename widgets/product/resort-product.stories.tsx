import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { productMeta } from './docs.ts';
import { emptyCart } from '../cart/cart.fixtures.ts';
import { household, lesson, liftTicket, member, product, productAttribute, seasonPass, snowshoeTour, teeTime, testSeason, torchlightDinner } from './product.fixtures.ts';
import { pricedMonth, pricingAnswer } from './pricing.fixtures.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import {
  addAnswers,
  addRefused,
  changeAnswers,
  changeFails,
  conditionalAnswers,
  householdAcrossAnAdd,
  membersAnswer,
  minicart,
  pricingAnswers,
  pricingFails,
  pricingMalformed,
  pricingPending,
  productAttributes,
  productAttributesPending,
  productMalformed,
  productPending,
} from './story-handlers.ts';

const season = { SeasonSettings: testSeason, DefaultStoreTimeZoneOffset: -7 };
const signedIn = { ...season, user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } };
const page = (products: unknown[], extra: object = {}) => ({ pageData: { ...season, products, ...extra } });

export default {
  title: 'Catalog/<resort-product>',
  ...tagMeta(productMeta, {
    load: () => import('./elements/resort-product.ts'),
    args: { productId: 3 },
    maxWidth: '36rem',
  }),
} satisfies Meta<TagArgs>;

/** Queries inside the tag's shadow root. */
function tag(canvasElement: HTMLElement) {
  // The mount point, not the shadow root: testing-library's waiting queries never settle on a ShadowRoot.
  return inTag(canvasElement, 'resort-product');
}

/** Text as the page shows it: not the unseen copy of the news the status holds for a screen reader. */
const shown = { ignore: 'script, style, .rw-visually-hidden, .rw-visually-hidden *' };

/** Waiting for the store's answer. */
export const Loading: TagStory = { parameters: { msw: [productPending(), productAttributesPending()] } };

/** The store answered something else than a product: the error with Retry. */
export const MalformedAnswer: TagStory = { parameters: { msw: [productMalformed(), productAttributes([])] } };

/** A date picker and a drop-down with adjustments; the days' inventory (sold out on the 8th, 8 left on the 9th). */
export const DateAndDropDown: TagStory = {
  parameters: { ...page([liftTicket({ DateInventory: { '2030-01-07': 120, '2030-01-08': 0, '2030-01-09': 8, '2030-01-10': 200 } })]), msw: [changeAnswers(), membersAnswer(household())] },
};

/** The calendar open: the sold-out day disabled, the low day marked. */
export const CalendarOpen: TagStory = {
  ...DateAndDropDown,
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('button', { name: 'Choose a date: Start Date' }));
    await expect(await tag(canvasElement).findByRole('button', { name: 'Tuesday, January 8, 2030: sold out' })).toBeDisabled();
  },
};

/** Date radios: the first evening is sold out, the second low and preselected. */
export const DateRadiosSoldOutAndLow: TagStory = {
  args: { productId: 11 },
  parameters: { ...page([torchlightDinner()]), msw: [changeAnswers({ inventory: 6 })] },
};

/** The chosen day sold out meanwhile: cleared, and Add to cart says why. */
export const Unavailable: TagStory = {
  args: { productId: 11 },
  parameters: { ...page([torchlightDinner()]), msw: [changeAnswers({ dateInventory: { '2030-01-11': 0, '2030-01-18': 0, '2030-01-25': 0, '2030-02-01': 0 } })] },
};

/** Radio, checkboxes (an [Add On]), a text area; a [Conditional] stance shown once Snowboard is chosen. */
export const EveryControlConditionalShown: TagStory = {
  args: { productId: 8 },
  parameters: { ...page([lesson()]), msw: [conditionalAnswers(803, 'product_attribute_802=8022')] },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await tag(canvasElement).findByRole('combobox', { name: 'Discipline' }), '8022');
    await expect(await tag(canvasElement).findByRole('group', { name: 'Stance' })).toBeVisible();
  },
};

/** The same with Ski: the conditional stance is hidden. */
export const ConditionalHidden: TagStory = {
  args: { productId: 8 },
  parameters: { ...page([lesson()]), msw: [conditionalAnswers(803, 'product_attribute_802=8022')] },
};

/** [Hidden], [Hidden Signed In] (signed out: hidden) and [ReadOnly]. */
export const HiddenAndReadOnly: TagStory = {
  args: { productId: 9 },
  parameters: page([
    product({
      Id: 9,
      Name: 'Lift Card Reload',
      SeName: 'lift-card-reload',
      ProductAttributes: [
        productAttribute({ Id: 901, Name: 'Card', TextPrompt: 'Card', AttributeControlType: 'RadioList', Values: [{ Id: 9011, Name: 'New card', IsPreSelected: true }, { Id: 9012, Name: 'Reload my card [Reload]', PriceAdjustment: -5 }] }),
        productAttribute({ Id: 903, Name: 'Sales Channel', TextPrompt: 'Sales Channel [Hidden]', AttributeControlType: 'DropdownList', Values: [{ Id: 9031, Name: 'Online', IsPreSelected: true }] }),
        productAttribute({ Id: 904, Name: 'Loyalty Number', TextPrompt: 'Loyalty Number [Hidden Signed In]', AttributeControlType: 'TextBox' }),
        productAttribute({ Id: 905, Name: 'Valid For', TextPrompt: 'Valid For [ReadOnly]', AttributeControlType: 'DropdownList', Values: [{ Id: 9051, Name: 'This season', IsPreSelected: true }] }),
      ],
    }),
  ]),
};

/** An [Assigned To] product, signed out: the sign-in prompt. */
export const SignedOutWithAssignment: TagStory = { args: { productId: 1 }, parameters: page([seasonPass()], { user: { SignedIn: false, FirstName: '', LastName: '' } }) };

/** Signed in: the household, Sam disabled with the store's reason. */
export const Members: TagStory = {
  args: { productId: 1 },
  parameters: {
    pageData: { ...signedIn, products: [seasonPass()] },
    msw: [membersAnswer(household().map((entry) => (entry.ContactInfoId === 3 ? { ...entry, IsAssignable: false, ReservationDatesInfo: 'Sam Morgan is 11; Unlimited is for ages 18 and over.' } : entry)))],
  },
};

/** Paid by a product voucher (`voucher`, from the page's `?voucher=`): the store, asked once with the voucher, answers what the cart will hold it at ($0.00) and no plan; "Paid by voucher", its Voucher ID, no quantity. */
export const PaidByVoucher: TagStory = {
  args: { productId: 1, voucher: 'VCH-PRODUCT-1' },
  parameters: {
    pageData: { ...signedIn, products: [seasonPass()] },
    msw: [
      changeAnswers({ price: '$0.00', priceValue: 0, paidByVoucher: 'VCH-PRODUCT-1', PaymentSchedule: { ValidRequest: true, PaymentPlan: null } }),
      membersAnswer(household()),
      addAnswers(),
      minicart(emptyCart()),
    ],
  },
  play: async ({ canvasElement }) => {
    const product = tag(canvasElement);
    await expect(await product.findByText('Paid by voucher')).toBeVisible();
    await expect(product.getByText('Voucher ID: VCH-PRODUCT-1')).toBeVisible();
    await expect(product.getByText('$0.00')).toBeVisible();
  },
};

/** A voucher the store says cannot pay for the product (another product's, or already in a cart): the product's own price, and why, shown and said once in the product's status. */
export const VoucherCannotPay: TagStory = {
  args: { productId: 1, voucher: 'VCH-SNOWSHOE-1' },
  parameters: {
    pageData: { ...signedIn, products: [seasonPass()] },
    msw: [changeAnswers({ price: '$899.00', priceValue: 899, paidByVoucher: null, voucherMessage: 'Voucher VCH-SNOWSHOE-1 is not for Season Pass - Adult.' }), membersAnswer(household())],
  },
  play: async ({ canvasElement }) => {
    const product = tag(canvasElement);
    await expect(await product.findByText('Voucher VCH-SNOWSHOE-1 is not for Season Pass - Adult.', shown)).toBeVisible();
    await expect(product.getByText('$899.00')).toBeVisible();
    await expect(product.getByText('Voucher VCH-SNOWSHOE-1 is not for Season Pass - Adult.', { selector: '[role="status"]' })).toBeInTheDocument();
  },
};

/** Nobody in the household can have it. */
export const NoMemberAssignable: TagStory = {
  args: { productId: 1 },
  parameters: { pageData: { ...signedIn, products: [seasonPass()] }, msw: [membersAnswer([member({ ContactInfoId: 3, Fullname: 'Sam Morgan', AgeDescription: 'Age 11', IsAssignable: false, ReservationDatesInfo: 'Sam Morgan is 11; Unlimited is for ages 18 and over.' })])] },
};

/** Opened from the cart's edit link: the item's choices filled in, Update cart item. */
export const EditMode: TagStory = {
  parameters: { ...page([liftTicket({ IsTrackingInventory: false })], { cart: emptyCart() }), msw: [changeAnswers(), membersAnswer(household()), minicart(emptyCart())] },
  loaders: [
    () => {
      window.history.replaceState(null, '', '?product_attribute_301=2030-01-10&product_attribute_302=3022&productid=3&editmode=true&productquantity=2&updatecartitemid=41');
      return {};
    },
  ],
};

/** The attribute-change call fails (twice): the error with Retry, never stuck updating. */
export const UpdateFailure: TagStory = {
  args: { productId: 1 },
  parameters: { ...page([seasonPass()]), msw: [changeFails(), membersAnswer(household())] },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await tag(canvasElement).findByRole('combobox', { name: 'Pass Type' }), '1012');
    await expect(await tag(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** Add to cart refused: the store's message, choices kept. */
export const AddFailure: TagStory = {
  args: { productId: 7 },
  parameters: { ...page([product({ Id: 7, Name: '$100 Gift Voucher', SeName: 'gift-voucher-100', ProductPrice: { Price: '$100.00', PriceValue: 100 }, ProductAttributes: [] })]), msw: [addRefused('Vouchers are sold out for today.')] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('button', { name: 'Add to cart' }));
    await expect(await tag(canvasElement).findByRole('alert')).toHaveTextContent('Vouchers are sold out for today.');
  },
};

/** Added: the confirmation with a link to the cart. */
export const Added: TagStory = {
  args: { productId: 7 },
  parameters: { ...page([product({ Id: 7, Name: '$100 Gift Voucher', SeName: 'gift-voucher-100', ProductPrice: { Price: '$100.00', PriceValue: 100 }, ProductAttributes: [] })]), msw: [addAnswers(), minicart(emptyCart())] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('button', { name: 'Add to cart' }));
    await expect(await tag(canvasElement).findByText('$100 Gift Voucher was added to your cart.', shown)).toBeVisible();
  },
};

const jordansPass = householdAcrossAnAdd(household(), [
  member({ ContactInfoId: 1, Fullname: 'Alex Morgan', AgeDescription: 'Adult', Me: true, IsAssignable: false, ReservationDatesInfo: 'Alex Morgan already has Season Pass - Adult in the cart.' }),
  member({ ContactInfoId: 2, Fullname: 'Jordan Morgan', AgeDescription: 'Adult', IsAssignable: false, ReservationDatesInfo: 'Jordan Morgan already has Season Pass - Adult in the cart.' }),
  member({ ContactInfoId: 3, Fullname: 'Sam Morgan', AgeDescription: 'Age 11', IsAssignable: false, ReservationDatesInfo: 'Sam Morgan is 11; Unlimited is for ages 18 and over.' }),
]);

/**
 * Added for a member, and no one else can have another: what happened leads (the item, for whom,
 * View cart) where Add to cart was pressed, then calmly why not again; each reason under its name.
 */
export const AddedForAMember: TagStory = {
  name: 'Added for a member, no one else can have another',
  args: { productId: 1 },
  parameters: { pageData: { ...signedIn, products: [seasonPass()] }, msw: [...jordansPass.handlers, minicart(emptyCart())] },
  beforeEach: jordansPass.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('radio', { name: /Jordan Morgan/ }));
    await userEvent.click(tag(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(await tag(canvasElement).findByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown)).toBeVisible();
    await expect(await tag(canvasElement).findByText(/^No one in your group can have another with these choices/)).toBeVisible();
  },
};

/** `add-to-cart-url`: the host's own address (here the wishlist's cart type 2); only that address answers. */
export const AddedToAGivenAddress: TagStory = {
  name: 'Added at a given address',
  args: { productId: 7, addToCartUrl: '/addproducttocart/details/{productId}/2' },
  parameters: { ...page([product({ Id: 7, Name: '$100 Gift Voucher', SeName: 'gift-voucher-100', ProductPrice: { Price: '$100.00', PriceValue: 100 }, ProductAttributes: [] })]), msw: [addAnswers('/addproducttocart/details/7/2'), minicart(emptyCart())] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('button', { name: 'Add to cart' }));
    await expect(await tag(canvasElement).findByText('$100 Gift Voucher was added to your cart.', shown)).toBeVisible();
  },
};

/** Golf: per player, Due Online and Due At Course. */
export const Golf: TagStory = { args: { productId: 6 }, parameters: page([teeTime()]) };

/** A lift ticket priced by the day, its calendar in the page (`[Pricing Calendar] [Inline Calendar]`). */
const pricedTicket = (input: Parameters<typeof liftTicket>[0] = {}) =>
  liftTicket({
    ShowPricingCalendarView: true,
    DateInventory: null,
    ProductAttributes: [
      productAttribute({ Id: 301, Name: 'Start Date', TextPrompt: 'Start Date [Pricing Calendar] [Inline Calendar]', AttributeControlType: 'Datepicker', IsRequired: true }),
    ],
    ...input,
  });
const pricing = (products: unknown[]) => page(products, { CatalogSettings: { DynamicPricingCalendar: true } });
/** January 2030: the early price with 4 left at it, a sold-out day, a low day, the walk-up price. */
const january = () =>
  pricedMonth('2030-01', 109, {
    '2030-01-07': { count: 120, price: 89, percentSaved: 15, tier: { number: 50, sold: 46 } },
    '2030-01-08': { count: 0, price: 89 },
    '2030-01-09': { count: 8, price: 99, percentSaved: 8 },
    '2030-01-10': { count: 200, price: 99, percentSaved: 8, tier: { number: 50, sold: 40 } },
    '2030-01-11': { count: null },
  });

/** The pricing calendar: every kind of day (price and saving, few left at the price, low, sold out, not sold, before the season). */
export const PricingCalendar: TagStory = {
  parameters: { ...pricing([pricedTicket()]), msw: [pricingAnswers(january()), changeAnswers(), minicart(emptyCart())] },
  play: async ({ canvasElement }) => {
    await expect(await tag(canvasElement).findByRole('button', { name: 'Monday, January 7: $89, save 15%, 4 left' })).toBeEnabled();
    await expect(tag(canvasElement).getByRole('button', { name: 'Tuesday, January 8: sold out' })).toBeDisabled();
  },
};

/** The month's prices on their way. */
export const PricingCalendarLoading: TagStory = { parameters: { ...pricing([pricedTicket()]), msw: [pricingPending(), changeAnswers(), minicart(emptyCart())] } };

/** A month with nothing on sale. */
export const PricingCalendarEmptyMonth: TagStory = { parameters: { ...pricing([pricedTicket()]), msw: [pricingAnswers(pricingAnswer({})), changeAnswers(), minicart(emptyCart())] } };

/** The prices could not be loaded: the message with Retry. */
export const PricingCalendarError: TagStory = { parameters: { ...pricing([pricedTicket()]), msw: [pricingFails(), changeAnswers(), minicart(emptyCart())] } };

/** The store answered something else than prices. */
export const PricingCalendarMalformed: TagStory = { parameters: { ...pricing([pricedTicket()]), msw: [pricingMalformed(), changeAnswers(), minicart(emptyCart())] } };

/** A 3-day consecutive ticket: each start priced for its three days; a range crossing the sold-out day cannot start. */
export const ThreeDayTicket: TagStory = {
  parameters: { ...pricing([pricedTicket({ Name: '3-Day Lift Ticket', NumberOfDays: 3, IsConsecutiveMultiDay: true })]), msw: [pricingAnswers(january()), changeAnswers(), minicart(emptyCart())] },
};

/** A 4-day flex ticket: up to four separate days, each at its own price, and their total; a fifth day is refused, saying why. */
export const NonConsecutiveDays: TagStory = {
  name: 'Non-consecutive days',
  parameters: {
    ...pricing([
      pricedTicket({
        Name: '4-Day Flex Lift Ticket',
        NumberOfDays: 4,
        IsNonConsecutiveMultiDay: true,
        ProductAttributes: [productAttribute({ Id: 1501, Name: 'Ski Days', TextPrompt: 'Ski Days [Pricing Calendar] [Inline Calendar]', AttributeControlType: 'Datepicker', IsRequired: true })],
      }),
    ]),
    msw: [pricingAnswers(january()), changeAnswers({ price: '$396.00', priceValue: 396 }), minicart(emptyCart())],
  },
  play: async ({ canvasElement }) => {
    const widget = tag(canvasElement);
    for (const name of ['Monday, January 7: $89, save 15%, 4 left', 'Wednesday, January 9: $99, save 8%, 8 left', 'Thursday, January 10: $99, save 8%', 'Saturday, January 12: $109']) {
      await userEvent.click(await widget.findByRole('button', { name }));
    }
    await expect(await widget.findByText('Total: $396.00')).toBeVisible();
    await userEvent.click(widget.getByRole('button', { name: 'Monday, January 14: $109' }));
    await expect(await widget.findByRole('alert')).toHaveTextContent('You can choose up to 4 days.');
  },
};

/** Activity times of the chosen date: one low, one sold out. */
export const ActivityTimes: TagStory = {
  args: { productId: 5 },
  parameters: {
    ...page([snowshoeTour({ ProductAttributes: [...(snowshoeTour().ProductAttributes ?? [])].map((attribute) => (attribute.Id === 501 ? { ...attribute, DefaultValue: '2030-01-09' } : attribute)) })]),
    msw: [changeAnswers()],
  },
};

/** A date whose time slots have nothing left: No times available. */
export const ActivityNoTimes: TagStory = {
  args: { productId: 5 },
  parameters: {
    ...page([snowshoeTour({ ProductAttributes: [...(snowshoeTour().ProductAttributes ?? [])].map((attribute) => (attribute.Id === 501 ? { ...attribute, DefaultValue: '2030-01-10' } : attribute)) })]),
    msw: [changeAnswers()],
  },
};

/** A reservation product: Jordan holds the maximum of two and is disabled; each reservation can be cancelled. */
export const ReservationAtMaximum: TagStory = {
  args: { productId: 14 },
  parameters: {
    pageData: {
      ...signedIn,
      products: [
        product({
          Id: 14,
          Name: 'First Tracks Breakfast',
          SeName: 'first-tracks-breakfast',
          IsReservationProduct: true,
          MaxReservations: 2,
          ProductAttributes: [productAttribute({ Id: 1402, Name: 'Seating', TextPrompt: 'Seating [Assigned To]', AttributeControlType: 'DropdownList', IsRequired: true, Values: [{ Id: 14021, Name: 'Summit lodge', IsPreSelected: true }] })],
        }),
      ],
    },
    msw: [
      changeAnswers(),
      membersAnswer(
        household().map((entry) =>
          entry.FirstName === 'Jordan'
            ? {
                ...entry,
                IsAssignable: false,
                ReservationDatesInfo: [12, 20].map((day, index) => ({ Date: `2030-01-${day}`, AccessCode: `FT${index}`, TransactionID: 'FT-2001', TransactionLine: index + 1, Source: 'order', ProductName: 'First Tracks Breakfast' })),
              }
            : { ...entry, ReservationDatesInfo: [] },
        ),
      ),
    ],
  },
};
