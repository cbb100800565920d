import { pdfCheckScreen, type PdfCheckState } from './pdf-check-screen';

const outcome = { status: 'answered', answer: { kind: 'not-issued' } } as const;

describe('pdfCheckScreen', () => {
  it('checks a chosen file, then shows its outcome or why it was refused', () => {
    const checking = pdfCheckScreen({ status: 'idle' }, { type: 'chosen', fileName: 'a.pdf' });
    expect(checking).toEqual({ status: 'checking', fileName: 'a.pdf' });
    expect(pdfCheckScreen(checking, { type: 'checked', outcome })).toEqual({
      status: 'done',
      fileName: 'a.pdf',
      outcome,
    });
    expect(pdfCheckScreen(checking, { type: 'refused', message: 'Not a PDF.' })).toEqual({
      status: 'refused',
      fileName: 'a.pdf',
      message: 'Not a PDF.',
    });
  });

  it('runs one check at a time, and ignores an outcome nobody waits for', () => {
    const checking: PdfCheckState = { status: 'checking', fileName: 'a.pdf' };
    expect(pdfCheckScreen(checking, { type: 'chosen', fileName: 'b.pdf' })).toBe(checking);
    const idle: PdfCheckState = { status: 'idle' };
    expect(pdfCheckScreen(idle, { type: 'checked', outcome })).toBe(idle);
    expect(pdfCheckScreen(idle, { type: 'refused', message: 'x' })).toBe(idle);
    const done = pdfCheckScreen(checking, { type: 'checked', outcome });
    expect(pdfCheckScreen(done, { type: 'chosen', fileName: 'c.pdf' })).toEqual({
      status: 'checking',
      fileName: 'c.pdf',
    });
  });
});
