/**
 * Mermaid's configuration in the site's colours. Mermaid writes literal colours into the SVG, so
 * the colours are read from the CSS tokens of src/css/diagrams.css (which map to the brand tokens
 * of custom.css) at render time: the stylesheet stays the one place a colour is set, and light and
 * dark differ only there. Mermaid's `base` theme derives what is not listed (arrowheads, hover
 * shades) from these.
 */
import type {useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';

export type MermaidConfig = NonNullable<Parameters<typeof useMermaidRenderResult>[0]['config']>;

/** Mermaid theme variable → the CSS token it takes its colour from. */
export const themeTokens = {
  background: '--mnemora-diagram-page',
  primaryColor: '--mnemora-diagram-node-fill',
  primaryTextColor: '--mnemora-diagram-text',
  primaryBorderColor: '--mnemora-diagram-node-stroke',
  secondaryColor: '--mnemora-diagram-node-fill',
  tertiaryColor: '--mnemora-diagram-page',
  mainBkg: '--mnemora-diagram-node-fill',
  nodeBorder: '--mnemora-diagram-node-stroke',
  nodeTextColor: '--mnemora-diagram-text',
  textColor: '--mnemora-diagram-text',
  titleColor: '--mnemora-diagram-text',
  lineColor: '--mnemora-diagram-line',
  defaultLinkColor: '--mnemora-diagram-line',
  edgeLabelBackground: '--mnemora-diagram-page',
  clusterBkg: '--mnemora-diagram-cluster-fill',
  clusterBorder: '--mnemora-diagram-cluster-stroke',
  noteBkgColor: '--mnemora-diagram-note-fill',
  noteBorderColor: '--mnemora-diagram-note-stroke',
  noteTextColor: '--mnemora-diagram-text',
  actorBkg: '--mnemora-diagram-node-fill',
  actorBorder: '--mnemora-diagram-node-stroke',
  actorTextColor: '--mnemora-diagram-text',
  actorLineColor: '--mnemora-diagram-line',
  signalColor: '--mnemora-diagram-line',
  signalTextColor: '--mnemora-diagram-text',
  labelBoxBkgColor: '--mnemora-diagram-node-fill',
  labelBoxBorderColor: '--mnemora-diagram-node-stroke',
  labelTextColor: '--mnemora-diagram-text',
  loopTextColor: '--mnemora-diagram-text',
  activationBkgColor: '--mnemora-diagram-note-fill',
  activationBorderColor: '--mnemora-diagram-node-stroke',
  sequenceNumberColor: '--mnemora-diagram-page',
} as const;

/** The label size Mermaid lays diagrams out with; the legibility frame scales from it. */
export const labelFontPx = 16;

/**
 * Mermaid's configuration for the colour mode whose tokens `element` currently computes. Throws,
 * naming the token, when one is missing: Mermaid would otherwise fall back to its own palette
 * without a word.
 */
export function diagramConfig(element: Element, dark: boolean): MermaidConfig {
  const style = getComputedStyle(element);
  const themeVariables: Record<string, string | boolean> = {darkMode: dark, fontSize: `${labelFontPx}px`};
  for (const [variable, token] of Object.entries(themeTokens)) {
    const value = style.getPropertyValue(token).trim();
    if (!value)
      throw new Error(
        `Diagram colour token ${token} (for Mermaid's ${variable}) has no value; it is set in src/css/diagrams.css.`,
      );
    themeVariables[variable] = value;
  }
  themeVariables.fontFamily = style.getPropertyValue('--ifm-font-family-base').trim() || 'sans-serif';
  return {startOnLoad: false, theme: 'base', themeVariables};
}
