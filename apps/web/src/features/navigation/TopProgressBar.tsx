/** A thin indeterminate bar along the top edge of the window. */
export function TopProgressBar() {
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand/20">
      <div className="animate-progress h-full w-full origin-left bg-brand motion-reduce:animate-none motion-reduce:opacity-70" />
    </div>
  );
}
