/** `<resort-profile>`: the profile form (the phone field's rules are in src/ui/fields/phone-field-styles.ts). */
export const profileStyles = /* css */ `
:host { display: flow-root; }
.rw-profile { display: grid; gap: 0.9em; max-width: 40em; }
.rw-profile .rw-field + .rw-field { margin-top: 0; }
.rw-profile__row { display: grid; gap: 0.9em; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13em), 1fr)); }
.rw-profile__address { display: grid; gap: 0.9em; margin: 0; padding: 0.8em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); min-width: 0; }
.rw-profile__address > legend { padding: 0 0.3em; }
.rw-field__hint { margin: 0.3em 0 0; font-size: 0.9em; color: var(--rw-muted); }
.rw-profile__note { color: var(--rw-muted); }
.rw-profile__status:empty { display: none; }
.rw-profile__status { margin: 0; font-weight: 600; color: var(--rw-success); }
.rw-profile__actions { display: flex; gap: 0.5em; }
`;
