/** The loading icon, announced politely to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="rw-loading" role="status">
      <span className="rw-spinner" aria-hidden="true" />
      <span className="rw-visually-hidden">{label}</span>
    </span>
  );
}
