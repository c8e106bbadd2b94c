import type * as z from 'zod/mini';

/** A short, readable list of schema problems: `Items.0.Quantity: expected number, got string`. */
export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }, limit = 5): string {
  const shown = error.issues.slice(0, limit).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `${where}: ${issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.code}`;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (+${more} more)` : '');
}
