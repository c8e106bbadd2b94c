/** My Account's payment plans as the store sends them: the shopper's adult season pass, paid by deposit, unless overridden. */
import { customerPlanSchema, type CustomerPlanData } from './my-plans-schemas.ts';

export const customerPlan = (overrides: Partial<CustomerPlanData> = {}): CustomerPlanData =>
  customerPlanSchema.parse({
    ProductName: 'Season Pass - Adult',
    EnrollmentId: 1,
    OrderId: 1001,
    OrderNumber: 'SR1001',
    ContactName: 'Alex Morgan',
    OrderDate: '2026-10-02',
    OrderTotal: 899,
    PaymentMethod: 'Visa ending in 1111',
    PaymentStatus: 'Active',
    PaymentProvider: 'Square',
    Payments: [
      { PaymentDate: '2026-10-02', PaymentAmount: 269.7, PaymentStatus: 'Paid' },
      { PaymentDate: '2099-12-15', PaymentAmount: 629.3, PaymentStatus: 'Pending' },
    ],
    Amount: 899,
    DepositAmount: 269.7,
    RemainingBalance: 629.3,
    ...overrides,
  });
