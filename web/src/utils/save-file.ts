/** Hands a file built in the page to the browser as a download. */
export const saveFile = (file: Blob, name: string) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by now; a minute is ample before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
