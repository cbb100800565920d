type PageLoadingProps = { label?: string };

/** A polite, centred loading message for a page or panel that is fetching. */
export function PageLoading({ label = 'Loading…' }: PageLoadingProps) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-slate-700">
      <span
        aria-hidden="true"
        className="mr-3 size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      {label}
    </div>
  );
}
