/** Saving a file from the page: the browser's own download of text made in the page (nothing is sent anywhere). */

/** Offers `text` to the visitor as a file named `name`. */
export function downloadText(name: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own reference to the blob once it starts; a delay lets slow browsers start it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
