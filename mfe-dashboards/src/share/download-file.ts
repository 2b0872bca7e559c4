/**
 * Downloads the file at a same-origin address: a link with `download`,
 * clicked. The server names the file (Content-Disposition: attachment), and
 * the page stays where it is.
 */
export function downloadFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
