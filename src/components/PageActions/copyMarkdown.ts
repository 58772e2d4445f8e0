/**
 * Copies the Markdown twin of the page to the clipboard. The twin is fetched from the portal
 * itself (same origin) at the moment of the click: no third party is involved.
 */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {credentials: 'same-origin', headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

export async function copyMarkdown(url: string): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) throw new Error('The Clipboard API is not available');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      // A promise inside the ClipboardItem keeps the write within the click's user activation
      // while the twin downloads (Safari requires it; Chromium and Firefox accept it).
      const blob = fetchText(url).then((text) => new Blob([text], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Fall through: some browsers reject a promised item; writeText still works there.
    }
  }
  await clipboard.writeText(await fetchText(url));
}
