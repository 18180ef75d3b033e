/** Hands a downloaded file to the browser under `fileName` (through a temporary object URL). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a second later it has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
