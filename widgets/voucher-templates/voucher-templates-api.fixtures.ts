/**
 * A fake voucher template admin API for component tests and stories (MSW): a product's templates
 * and a discount's requirement kept in memory, with the store's refusals (unknown template, one
 * used elsewhere) answered as it answers them (`ErrorMessage`).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DiscountVoucher, ProductVoucher } from './voucher-templates-schemas.ts';
import { discountVoucher, knownTemplates, productVoucherList } from './voucher-templates.fixtures.ts';

export interface FakeVoucherTemplatesState {
  /** By product id. */
  products: Record<number, ProductVoucher[]>;
  /** By requirement id. */
  requirements: Record<number, DiscountVoucher>;
  requests: { method: string; path: string; body: unknown }[];
}

export function fakeVoucherTemplatesState(overrides: Partial<FakeVoucherTemplatesState> = {}): FakeVoucherTemplatesState {
  return { products: { 3: productVoucherList() }, requirements: { 1: discountVoucher() }, requests: [], ...overrides };
}

const refuse = (message: string, status = 400) => HttpResponse.json({ success: false, message, ErrorMessage: message }, { status });

export function fakeVoucherTemplatesApi(state: FakeVoucherTemplatesState): HttpHandler[] {
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    state.requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  const used = (code: string) =>
    Object.values(state.products).some((rows) => rows.some((row) => row.VoucherId === code)) ||
    Object.values(state.requirements).some((requirement) => requirement.VoucherTemplateId === code);
  return [
    http.get('/api/vouchers/:productId', ({ params }) => HttpResponse.json({ Vouchers: state.products[Number(params.productId)] ?? [] })),
    http.post('/api/vouchers', async ({ request }) => {
      const body = (await record(request)) as { ProductId: number; VoucherId: string };
      const code = body.VoucherId.trim().toUpperCase();
      if (code === '') return refuse('A voucher template is required.');
      if (!knownTemplates.includes(code)) return refuse(`There is no voucher template ${code}.`);
      if (used(code)) return HttpResponse.json({ success: false }, { status: 400 });
      const rows = (state.products[body.ProductId] ??= []);
      const row: ProductVoucher = { Id: 100 + rows.length + Object.keys(state.products).length * 10, VoucherId: code, ShowInMyAccount: true, AllowViewPrint: true, AllowRedeem: true, AllowEmail: true };
      rows.push(row);
      return HttpResponse.json(row);
    }),
    http.put('/api/vouchers/', async ({ request }) => {
      const body = (await record(request)) as ProductVoucher;
      for (const rows of Object.values(state.products)) {
        const index = rows.findIndex((row) => row.Id === body.Id);
        if (index !== -1) {
          rows[index] = { ...rows[index]!, ShowInMyAccount: body.ShowInMyAccount, AllowViewPrint: body.AllowViewPrint, AllowRedeem: body.AllowRedeem, AllowEmail: body.AllowEmail };
          return HttpResponse.json(rows[index]);
        }
      }
      return refuse('That voucher template is not on any product.', 404);
    }),
    http.delete('/api/vouchers/:id', async ({ request, params }) => {
      await record(request);
      for (const [productId, rows] of Object.entries(state.products)) {
        if (rows.some((row) => row.Id === Number(params.id))) {
          state.products[Number(productId)] = rows.filter((row) => row.Id !== Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }
      }
      return refuse('That voucher template is not on any product.', 404);
    }),
    http.get('/api/discountrules/vouchers/discount/:discountId/:requirementId', ({ params }) => {
      const requirementId = Number(params.requirementId);
      if (requirementId === 0) return HttpResponse.json({ DiscountId: Number(params.discountId), DiscountRequirementId: 0, VoucherTemplateId: null });
      const found = state.requirements[requirementId];
      return found ? HttpResponse.json(found) : refuse('That discount requirement does not exist.', 404);
    }),
    http.post('/api/discountrules/vouchers/discount', async ({ request }) => {
      const body = (await record(request)) as DiscountVoucher;
      const code = body.VoucherTemplateId?.trim().toUpperCase() || null;
      if (code !== null && !knownTemplates.includes(code)) return refuse(`There is no voucher template ${code}.`);
      const current = state.requirements[body.DiscountRequirementId];
      if (code !== null && used(code) && current?.VoucherTemplateId !== code) return HttpResponse.json({ success: false }, { status: 400 });
      const id = body.DiscountRequirementId || Math.max(0, ...Object.keys(state.requirements).map(Number)) + 1;
      state.requirements[id] = { DiscountId: body.DiscountId, DiscountRequirementId: id, VoucherTemplateId: code };
      return HttpResponse.json(state.requirements[id]);
    }),
  ];
}
