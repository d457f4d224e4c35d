/**
 * Hands a file held in the browser to the browser as a download under `name`: an export made in the
 * page, or a file fetched from another origin (where a link's `download` attribute is ignored). Its
 * address is let go a little later, once the browser has started saving it.
 */
export function saveFile(name: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
