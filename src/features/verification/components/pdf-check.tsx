import { useId, useState, type DragEvent } from 'react';

import type { CheckPdf } from '../api/check-pdf';
import { usePdfCheck } from '../hooks/use-pdf-check';
import { PdfCheckResult } from './result/pdf-check-result';

type PdfCheckProps = {
  /** Hashes the file and looks its fingerprint up; the page passes the on-demand check. */
  check: CheckPdf;
};

/**
 * "Check a PDF you were sent" (docs/decisions/033-issued-pdfs.md): choose or drop a PDF, and learn
 * whether it is exactly a file we issued and what its certificate is today. The file is read and
 * hashed in the browser; only its fingerprint is looked up.
 */
export function PdfCheck({ check }: PdfCheckProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const { state, resultRef, checkFile } = usePdfCheck(check);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void checkFile(file);
  }

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="mt-10 border-t border-slate-200 pt-8"
    >
      <h2 id={`${inputId}-heading`} className="text-xl font-bold text-slate-900">
        Check a PDF you were sent
      </h2>
      <p id={hintId} className="mt-2 text-slate-700">
        Were you sent a certificate as a PDF file? Choose it, or drop it here, to learn whether it
        is exactly the file we issued. The file stays on your device: only its fingerprint is
        checked.
      </p>
      {/* Dropping a file is a shortcut beside the file input, which stays the way to choose one. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 rounded-lg border-2 border-dashed p-3 text-center sm:p-5 ${
          dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
        }`}
      >
        <label htmlFor={inputId} className="block font-semibold text-slate-900">
          Certificate PDF
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          disabled={state.status === 'checking'}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void checkFile(file);
            event.currentTarget.value = '';
          }}
          className="mx-auto mt-2 block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-2 file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        <p className="mt-2 text-sm text-slate-600">or drop the file here</p>
      </div>
      <PdfCheckResult state={state} resultRef={resultRef} />
    </section>
  );
}
