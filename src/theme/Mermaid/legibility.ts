/** The smallest label height, in CSS px, a diagram is shown at in the page (./Diagram.tsx, ./index.tsx). */
export const minLabelPx = 12;

/** A diagram as Mermaid draws it: its viewBox, and its smallest label's font size, in the diagram's own px. */
export interface Drawn {
  width: number;
  height: number;
  label: number;
}

/** The `drawn` prop src/remark/diagram-sizes.ts gives a diagram ("width height label"), read. */
export function parseDrawn(drawn: string | undefined): Drawn | undefined {
  const [width, height, label] = (drawn ?? '').split(' ').map(Number);
  return width && height && label ? {width, height, label} : undefined;
}

/**
 * The custom properties the diagram's layout is computed from (./styles.module.css): the slot
 * reserves that layout before the diagram draws, and the drawn diagram takes the same one.
 */
export function drawnProperties({width, height, label}: Drawn): Record<string, number> {
  return {
    '--mnemora-drawn-width': width,
    '--mnemora-drawn-height': height,
    '--mnemora-drawn-min-scale': minLabelPx / label,
  };
}
