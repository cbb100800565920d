import { Alert } from '@/components/ui/alert';

/** Add Certificate's info box: how the two numbers are made up (docs/product.md). */
export function NumberFormats() {
  return (
    <Alert tone="info" role="none" title="How certificate and student numbers are made up">
      <dl className="mt-2 space-y-3 text-sm">
        <div>
          <dt className="font-semibold">Certificate number, for example 086525417</dt>
          <dd>
            0865 (our awarding body code), then the two-digit award year, then a three-digit
            sequence.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Student number, for example Q8825533</dt>
          <dd>
            Q, then the learner&rsquo;s two-digit birth year (88 if it is left blank), the two-digit
            award year and a three-digit sequence.
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        Sequences 001 to 111 are reserved. New numbers are picked at random from the free sequences
        112 to 999, so they are hard to guess and never issued twice. Changing the awarded date or
        birth year generates fresh numbers, except any you have typed yourself.
      </p>
    </Alert>
  );
}
