import { Button } from '@/components/ui/button';
import { directAssistanceId } from '@/content/support-hub';

/** What to try when no support article matches, and the way back to all of them. */
export function NoMatches({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6">
      <p className="font-semibold text-slate-900">
        No support articles match &ldquo;{query.trim()}&rdquo;.
      </p>
      <p className="mt-2 text-slate-700">
        Check the spelling or try a single word such as &ldquo;portal&rdquo; or
        &ldquo;policy&rdquo;. If you still cannot find what you need,{' '}
        <a
          href={`#${directAssistanceId}`}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          contact our support team
        </a>
        .
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}
