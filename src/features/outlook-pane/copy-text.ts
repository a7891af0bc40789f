/**
 * Copies `text`. Outlook may frame the pane without clipboard permission, so when the Clipboard
 * API refuses, the text in `field` is selected and copied the old way; if that fails too the
 * text stays selected for the user to copy. Resolves whether it was copied.
 */
export async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
