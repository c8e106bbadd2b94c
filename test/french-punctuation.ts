/**
 * French typography's spaces around punctuation, as a rule tests apply to French text: a no-break
 * space before `:` (U+00A0), a narrow one (U+202F, or U+00A0) before `;`, `!` and `?`, and a
 * no-break space inside « ». Without it the sign sticks to its word (`Total: 59 $`) or, after an
 * ordinary space, may start a line of its own. A time (`9:00`), an address (`https://`) and a query
 * (`?code=`) are not punctuation.
 */
const NO_BREAK = /[\u00a0\u202f]/;

export function frenchPunctuationProblems(text: string): string[] {
  const problems: string[] = [];
  const chars = [...text];
  chars.forEach((char, index) => {
    const before = chars[index - 1] ?? '';
    const after = chars[index + 1] ?? '';
    if (/[:;!?]/.test(char) && index > 0) {
      if (char === ':' && ((/\d/.test(before) && /\d/.test(after)) || after === '/')) return;
      if (char === '?' && /[\p{L}\d=]/u.test(after)) return;
      if (/[:;!?]/.test(before)) return;
      if (!NO_BREAK.test(before)) problems.push(`“${char}” without a no-break space before it${before === ' ' ? ' (an ordinary space breaks there)' : ''}`);
    }
    if (char === '«' && !NO_BREAK.test(after)) problems.push('“«” without a no-break space after it');
    if (char === '»' && !NO_BREAK.test(before)) problems.push('“»” without a no-break space before it');
  });
  return [...new Set(problems)];
}
