/**
 * The page itself, whatever the browser's settings: A4 landscape with no margin, each certificate
 * filling one page. Rendered with the page, so it applies only while certificates are shown: on
 * the staff's print page and a learner's own print view alike.
 */
const sheetStyles = `
@page { size: A4 landscape; margin: 0; }
.certificate-sheet { box-sizing: border-box; width: 297mm; height: 210mm; padding: 9mm; overflow: hidden; background: #fff; }
@media print {
  html, body { background: #fff; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .certificate-sheet { break-after: page; break-inside: avoid; }
  .certificate-sheet:last-child { break-after: auto; }
}
`;

/** The print page's own styles: one A4 landscape page per certificate. */
export function SheetStyles() {
  return <style>{sheetStyles}</style>;
}
