/** The pricing calendar's path alone: the element claims it on every product page; the call comes with the calendar. */
export const PRICING_PATH = '/DynamicPricingCalendar/GetProductVariants';
