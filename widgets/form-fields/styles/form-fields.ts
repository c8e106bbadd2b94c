/** The form-field tags sit inline in a host's form: no margins of their own, the host's width. */
export const formFieldStyles = /* css */ `
:host { display: flow-root; }
.rw-root { background: transparent; }
`;
