// Shell command lines as shell-quote reads them, in the one shape the checks walk: words and
// operators.
import shellQuote from 'shell-quote';

/** An operator between words: `|`, `&&`, `;`, `>`, `(`, `)`, … */
export interface ShellOperator {
  readonly op: string;
}

/**
 * The words (quotes removed, `$NAME` replaced by what `env` returns, glob patterns as written)
 * and operators of one logical line of shell, up to a comment.
 */
export function shellTokens(line: string, env: (name: string) => string): (string | ShellOperator)[] {
  const tokens: (string | ShellOperator)[] = [];
  for (const entry of shellQuote.parse(line, env)) {
    if (typeof entry === 'string') tokens.push(entry);
    else if ('comment' in entry) break;
    else tokens.push(entry.op === 'glob' ? entry.pattern : {op: entry.op});
  }
  return tokens;
}
