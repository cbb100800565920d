/** Hands the browser a file to save, as a download link clicked on the visitor's behalf. */
export function downloadFile(
  fileName: string,
  contents: BlobPart,
  type = 'text/csv;charset=utf-8',
) {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
