/** Hands a blob to the browser as a download with the given name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the blob once the click was handled
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
