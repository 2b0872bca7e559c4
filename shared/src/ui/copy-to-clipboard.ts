/**
 * Copies text with the async Clipboard API, falling back to a hidden textarea
 * and execCommand where that API is missing (plain-HTTP origins, embedded
 * webviews) or refuses (permission, document not focused). Rejects when both fail.
 */
export async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the selection-based copy
    }
  }
  copyThroughSelection(text);
}

function copyThroughSelection(text: string): void {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.focus();
  textarea.select();
  try {
    if (typeof document.execCommand !== 'function' || !document.execCommand('copy')) {
      throw new Error('The browser refused to copy to the clipboard');
    }
  } finally {
    textarea.remove();
    // Give focus back to whoever asked for the copy.
    previousFocus?.focus();
  }
}
