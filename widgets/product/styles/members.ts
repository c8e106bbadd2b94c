/** The member picker; loaded with it. */
export const memberStyles = /* css */ `
.rw-members { display: grid; gap: 0.4em; }
.rw-member__locked { font-weight: 600; margin: 0; }
.rw-member { display: flex; align-items: center; gap: 0.6em; padding: 0.35em 0.5em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); }
.rw-member input { width: 1.1em; height: 1.1em; margin: 0; accent-color: var(--rw-ink); flex: none; }
.rw-member__photo { width: 2.2em; height: 2.2em; border-radius: 50%; object-fit: cover; background: var(--rw-border); flex: none; }
.rw-member__initials { display: inline-flex; align-items: center; justify-content: center; width: 2.2em; height: 2.2em; border-radius: 50%; background: var(--rw-border); font-weight: 700; flex: none; }
.rw-member__text { display: grid; }
.rw-member__reason { color: var(--rw-muted); font-size: 0.88em; }
.rw-member--blocked { color: var(--rw-muted); background: #f5f7fa; }
`;
