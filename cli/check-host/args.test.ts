// @vitest-environment node
import { callRegistry } from '../../widgets/calls.ts';
import { idOptions, parseArgs, usage } from './args.ts';

const parse = (...argv: string[]) => parseArgs(argv, callRegistry);

describe('the command line of check-host', () => {
  it('takes the store address and defaults to checking its home page', () => {
    expect(parse('https://shop.example.com/store?x=1')).toMatchObject({ kind: 'run', options: { pages: ['/'], write: false, json: false, timeoutMs: 15000 } });
    const parsed = parse('https://shop.example.com/store');
    expect(parsed.kind === 'run' && parsed.options.baseUrl.href).toBe('https://shop.example.com/store/');
  });

  it('takes pages, cookies, a login, a timeout and JSON output, as --flag value or --flag=value', () => {
    expect(parse('http://s.test', '--page', '/cart', '--page=/login', '--cookie', 'a=1', '--login', 'shopper@example.com', '--timeout', '2.5', '--json')).toMatchObject({
      kind: 'run',
      options: { pages: ['/cart', '/login'], cookies: ['a=1'], login: 'shopper@example.com', timeoutMs: 2500, json: true },
    });
  });

  it('takes every id a call of the registry needs as an option of its own', () => {
    expect(parse('http://s.test', '--product', '12', '--order', '1001', '--rental-product=4')).toMatchObject({ kind: 'run', options: { ids: { product: '12', order: '1001', 'rental-product': '4' } } });
    expect([...idOptions(callRegistry).keys()]).toEqual(expect.arrayContaining(['product', 'order', 'cart-item', 'voucher', 'discount-code', 'enrollment']));
    expect(usage(callRegistry)).toMatch(/--order <value> +used by GET \/api\/ui\/paymentplans\/schedules\/orders\/\{orderId\}/);
  });

  it('sends changes only when the store is said to be a test store', () => {
    expect(parse('http://s.test', '--write')).toEqual({ kind: 'error', message: expect.stringContaining('add --test-store') as string });
    expect(parse('http://s.test', '--write', '--test-store')).toMatchObject({ kind: 'run', options: { write: true, testStore: true } });
  });

  it('says what is wrong with a command line it cannot use', () => {
    expect(parse()).toMatchObject({ kind: 'error', message: expect.stringContaining("give the store's address") as string });
    expect(parse('ftp://s.test')).toMatchObject({ kind: 'error', message: expect.stringContaining('is not an http(s) URL') as string });
    expect(parse('http://s.test', '--colour')).toEqual({ kind: 'error', message: 'unknown option --colour (see --help)' });
    expect(parse('http://s.test', '--page', 'cart')).toEqual({ kind: 'error', message: '--page needs a path on the store, like /cart' });
    expect(parse('http://s.test', '--timeout', '0')).toEqual({ kind: 'error', message: '--timeout needs a number of seconds' });
    expect(parse('http://s.test', '--product')).toEqual({ kind: 'error', message: '--product needs the product to use' });
    expect(parse('--help')).toEqual({ kind: 'help' });
  });
});
