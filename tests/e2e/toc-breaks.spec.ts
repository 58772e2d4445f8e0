/**
 * The table of contents of the TypeScript SDK reference, whose entries are code names longer than
 * its column: each entry wraps between the parts of a name (after `.`, `(`, `,`), never inside a
 * word, in two locales; copying an entry's text still gives the name as written.
 */
import {expect, open, test} from './fixtures';

const PAGE = 'sdks/typescript/api-reference';

for (const prefix of ['', 'de/']) {
  test(`/${prefix}${PAGE}: table-of-contents code names break only between their parts`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await open(page, `/${prefix}${PAGE}`);
    const entries = page.locator('.theme-doc-toc-desktop .table-of-contents__link code');
    expect(await entries.count()).toBeGreaterThan(10);
    // Every run of characters between two break hints or spaces sits on one line; the entries that
    // need two lines are counted, so the check is not passed by a column wide enough for all.
    const result = await page.evaluate(`(() => {
      const broken = [];
      let wrapped = 0;
      for (const code of document.querySelectorAll('.theme-doc-toc-desktop .table-of-contents__link code')) {
        const tops = new Set([...code.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) wrapped += 1;
        for (const node of code.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const text = node.textContent;
          for (const m of text.matchAll(/\\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(m[0] + ' in ' + code.textContent);
          }
        }
      }
      return {broken, wrapped};
    })()`);
    const {broken, wrapped} = result as {broken: string[]; wrapped: number};
    expect(broken, 'words cut across lines').toEqual([]);
    expect(wrapped, 'entries that wrap (between parts)').toBeGreaterThan(0);
    // The hints add no character: the entry's text is the heading's code name.
    await expect(entries.filter({hasText: 'memories.batchCreate('}).first()).toHaveText(
      'memories.batchCreate(params, options?)',
    );
  });
}
