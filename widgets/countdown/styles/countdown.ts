/** The countdown: the number of seconds left, in the host's text size. */
export const countdownStyles = /* css */ `
:host { display: inline-block; }
.rw-root[data-widget="resort-countdown"] { display: inline-block; }
.rw-countdown {
  display: inline-block; min-width: 1.6em; padding: 0.1em 0.45em; border-radius: var(--rw-radius); text-align: center;
  font-variant-numeric: tabular-nums; font-weight: 700; color: var(--rw-ink); background: var(--rw-tint);
}
.rw-countdown[data-expired] { color: var(--rw-muted); }
`;
