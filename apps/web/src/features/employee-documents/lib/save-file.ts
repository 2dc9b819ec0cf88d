/** Hands a downloaded file to the browser under a name (the spec's "file blob saved as CSV"). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may free it.
  queueMicrotask(() => URL.revokeObjectURL(url));
}
