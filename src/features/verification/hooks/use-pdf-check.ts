import { useEffect, useReducer, useRef } from 'react';

import { pdfFileRefusal } from '@/domain/pdf-check';

import type { CheckPdf } from '../api/check-pdf';
import { pdfCheckScreen } from '../utils/pdf-check-screen';

/** The start of any PDF: stands for the file's own until its size says it is worth reading. */
const PDF_HEAD = new TextEncoder().encode('%PDF-');

/**
 * Checks a chosen or dropped file: refused unread if it is too large or does not start as a PDF
 * does, otherwise read here and hashed (checkPdf); its outcome takes focus once shown.
 */
export function usePdfCheck(check: CheckPdf) {
  const [state, dispatch] = useReducer(pdfCheckScreen, { status: 'idle' });
  const resultRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (state.status === 'done' || state.status === 'refused') resultRef.current?.focus();
  }, [state]);

  async function checkFile(file: File) {
    if (state.status === 'checking') return;
    dispatch({ type: 'chosen', fileName: file.name });
    // A file over the limit is refused by its size alone, before a byte of it is read.
    const bytes = pdfFileRefusal(file.size, PDF_HEAD)
      ? new Uint8Array()
      : new Uint8Array(await file.arrayBuffer());
    const refusal = pdfFileRefusal(file.size, bytes);
    if (refusal) {
      dispatch({ type: 'refused', message: refusal });
      return;
    }
    const outcome = await check(bytes);
    dispatch({ type: 'checked', outcome });
  }

  return { state, resultRef, checkFile };
}
