/**
 * Keyboard shortcuts that open the search: Ctrl+K / Cmd+K anywhere, `/` when the reader is not
 * typing. Kept apart from the rest of the search code because it ships on every page.
 */

export interface ShortcutTarget {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
  readonly type?: string;
}

export interface ShortcutEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey?: boolean;
  readonly isComposing?: boolean;
  readonly defaultPrevented?: boolean;
  readonly target: ShortcutTarget | null;
}

const nonTextInputs = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** True when a key press on this element types text (inputs, text areas, editable content). */
export function isTypingTarget(target: ShortcutTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !nonTextInputs.has((target.type ?? 'text').toLowerCase());
  return false;
}

/** Whether a keydown opens the search. */
export function opensSearch(event: ShortcutEvent): boolean {
  if (event.isComposing || event.defaultPrevented) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
}
