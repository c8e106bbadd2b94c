/** The discount code box. */
export const discountCodeStyles = /* css */ `
.rw-discount { display: grid; gap: 0.6em; }
.rw-discount__form { display: grid; gap: 0.3em; }
.rw-discount__row { display: flex; gap: 0.5em; }
.rw-discount__row .rw-input { flex: 1; }
.rw-discount__applied ul { display: flex; flex-wrap: wrap; gap: 0.4em; }
.rw-discount__code {
  display: inline-flex; align-items: center; gap: 0.2em; padding: 0.1em 0.2em 0.1em 0.7em; border-radius: 999px;
  background: #e8f1f8; color: var(--resort-color-text, #1f2933); font-weight: 600;
}
`;
