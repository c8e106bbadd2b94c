// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { causedByInput } from '../db/db-errors.ts';
import { hasControlCharacter } from './input-guard.ts';

describe('the input guard', () => {
  it.each(['a\u0000b', 'a\u001bb', 'a\u007fb', '{"Name":"a\\u0000b"}', '{"Name":"a\\u001Fb"}'])('refuses %j', (text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each(['plain text', 'tab\there', 'line\nbreak\r\n', '{"Name":"a\\u0041b"}', '{"Text":"a\\nb\\tc"}', 'Ünïcödé ✓'])('lets %j through', (text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });
});

describe('database errors', () => {
  it('answers 400 for what the request caused: a data exception or a broken constraint', () => {
    expect(causedByInput({ code: '22003' })).toMatch(/out of range/);
    expect(causedByInput({ code: '22P02' })).toMatch(/not valid/);
    expect(causedByInput({ code: '23503' })).toMatch(/missing or duplicate/);
  });

  it("leaves the store's own failures to a 500", () => {
    expect(causedByInput({ code: '42P01' })).toBeNull();
    expect(causedByInput(new Error('boom'))).toBeNull();
    expect(causedByInput(null)).toBeNull();
  });
});
