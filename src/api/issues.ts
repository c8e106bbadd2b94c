import type * as z from 'zod/mini';

/** A short, readable list of schema problems: `Items.0.Quantity: expected number, got string`. */
export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }, limit = 5): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    const detail =
      issue.code === 'invalid_type'
        ? `expected ${issue.expected}`
        : issue.code === 'invalid_union'
          ? 'matches none of the allowed shapes'
          : issue.code;
    return `${where}: ${detail}`;
  });
  const more = error.issues.length > limit ? ` (+${error.issues.length - limit} more)` : '';
  return lines.join('; ') + more;
}
