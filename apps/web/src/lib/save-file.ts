/** Hands a downloaded file (a report CSV, a document's attachment) to the browser under a name. */
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
