export function Spinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}

export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-neutral-200 ${className}`} />;
}
