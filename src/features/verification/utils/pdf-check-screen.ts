import type { PdfCheckOutcome } from '../api/check-pdf';

/**
 * The "Check a PDF you were sent" panel's state: waiting for a file, checking one, a file refused
 * before it was looked up (not a PDF, too large), or the outcome of its check.
 */
export type PdfCheckState =
  | { status: 'idle' }
  | { status: 'checking'; fileName: string }
  | { status: 'refused'; fileName: string; message: string }
  | { status: 'done'; fileName: string; outcome: PdfCheckOutcome };

export type PdfCheckEvent =
  | { type: 'chosen'; fileName: string }
  | { type: 'refused'; message: string }
  | { type: 'checked'; outcome: PdfCheckOutcome };

/** A file chosen while one is checked waits its turn: only one check runs at a time. */
export function pdfCheckScreen(state: PdfCheckState, event: PdfCheckEvent): PdfCheckState {
  switch (event.type) {
    case 'chosen':
      return state.status === 'checking' ? state : { status: 'checking', fileName: event.fileName };
    case 'refused':
      return state.status === 'checking'
        ? { status: 'refused', fileName: state.fileName, message: event.message }
        : state;
    case 'checked':
      return state.status === 'checking'
        ? { status: 'done', fileName: state.fileName, outcome: event.outcome }
        : state;
  }
}
