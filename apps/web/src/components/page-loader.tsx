/** A page or panel waiting for its data: a spinner, named for assistive technology. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
