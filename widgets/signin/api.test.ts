// @vitest-environment node
import { fieldErrorsOf } from './api.ts';

describe('the field errors of a 400 login answer', () => {
  it('reads ASP.NET model state: field → messages, the empty key included', () => {
    expect(fieldErrorsOf({ '': ['Locked.'], Password: ['Wrong.'] })).toEqual({ '': ['Locked.'], Password: ['Wrong.'] });
  });

  it('reads problem details, whose field errors sit under `errors`', () => {
    expect(fieldErrorsOf({ title: 'One or more validation errors occurred.', status: 400, errors: { '': ['Locked.'] } })).toEqual({ '': ['Locked.'] });
  });

  it('ignores anything that is not a list of texts', () => {
    expect(fieldErrorsOf({ Password: ['Wrong.', 3, null], success: false, message: 'x' })).toEqual({ Password: ['Wrong.'] });
  });

  it.each([[{ success: false, message: 'Missing or invalid anti-forgery token.' }], [null], ['<html>'], [['a']], [{ Password: [] }]])(
    'finds none in %j',
    (body) => {
      expect(fieldErrorsOf(body)).toBeNull();
    },
  );
});
