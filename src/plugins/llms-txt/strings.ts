/**
 * The words the llms-txt plugin writes around the docs' own content, per locale. They live here,
 * not in `code.json`, because the plugin runs in Node after the build, not in the React app.
 * German addresses the reader with "Sie", French with "vous", Spanish with "tú" (the glossaries).
 */
import {apiBaseUrl, platformUrls} from '../../../config/platform';
export interface LlmsStrings {
  /** The blockquote under the title of llms.txt: what Mnemora is, in one or two sentences. */
  readonly summary: string;
  /** Facts an agent needs before reading any page. */
  readonly facts: readonly string[];
  /** Section of the top-level pages before the first sidebar category. */
  readonly introSection: string;
  /** Section of the top-level pages after a category (changelog, support). */
  readonly moreSection: string;
  /** Section of pages that are in no sidebar. */
  readonly otherSection: string;
  /** Appended to the entry of an untranslated page in llms.txt. */
  readonly untranslatedTag: string;
  /** A note at the top of an untranslated page's twin. */
  readonly untranslatedNote: string;
  readonly pageLabel: string;
  readonly contractLabel: string;
  readonly fullLabel: string;
  /** The link to the section that sets up the local docs MCP server for coding agents. */
  readonly docsServerLabel: string;
  readonly languagesLabel: string;
  readonly twinsNote: string;
  /** Before the llms.txt address on the first line of every Markdown twin. */
  readonly indexPointer: string;
  /** Replaces a component that has no text form. `{url}` is the HTML page. */
  readonly omittedComponent: string;
  readonly admonitions: Readonly<Record<string, string>>;
}

export const llmsStrings: Readonly<Record<'en' | 'es' | 'fr' | 'de', LlmsStrings>> = {
  en: {
    summary:
      'Mnemora is a memory-as-a-service platform for AI applications: store memories (facts, messages, notes, document chunks) with metadata, tags and an owner scope, then find them again by semantic, keyword or hybrid search, through a REST API, TypeScript and Python SDKs, a CLI and an MCP interface.',
    facts: [
      `REST API base URL: \`${apiBaseUrl}\`; every request sends an API key as \`Authorization: Bearer <key>\`.`,
      `MCP interface for agents and IDE assistants: \`${platformUrls.mcpInterface}\`.`,
    ],
    introSection: 'Introduction',
    moreSection: 'Resources',
    otherSection: 'Other pages',
    untranslatedTag: '(in English)',
    untranslatedNote: 'This page is not translated yet; this is the English original.',
    pageLabel: 'HTML page',
    contractLabel: 'API contract (OpenAPI 3.1)',
    fullLabel: 'Every page in one file',
    docsServerLabel:
      'Give your coding agent these docs: a local MCP server with every page in every language and the API contract, offline',
    languagesLabel: 'Other languages',
    twinsNote:
      'Each link below is the Markdown version of a page; the HTML page is the same URL without `.md` (`/guides/index.md` is the page `/guides/`).',
    indexPointer: 'Index of every page of this documentation, for agents (llms.txt)',
    omittedComponent: 'This part of the page is interactive and has no text version: see it on the HTML page, <{url}>.',
    admonitions: {
      note: 'Note',
      tip: 'Tip',
      info: 'Info',
      warning: 'Warning',
      danger: 'Danger',
      caution: 'Caution',
      important: 'Important',
      success: 'Success',
      secondary: 'Note',
    },
  },
  es: {
    summary:
      'Mnemora es una plataforma de memoria como servicio para aplicaciones de IA: guarda memorias (hechos, mensajes, notas, fragmentos de documentos) con metadatos, etiquetas y un ámbito de propietario, y vuelve a encontrarlas con búsqueda semántica, por palabras clave o híbrida, mediante una API REST, los SDK de TypeScript y Python, una CLI y una interfaz MCP.',
    facts: [
      `URL base de la API REST: \`${apiBaseUrl}\`; cada petición envía una clave de API como \`Authorization: Bearer <key>\`.`,
      `Interfaz MCP para agentes y asistentes de IDE: \`${platformUrls.mcpInterface}\`.`,
    ],
    introSection: 'Introducción',
    moreSection: 'Recursos',
    otherSection: 'Otras páginas',
    untranslatedTag: '(en inglés)',
    untranslatedNote: 'Esta página aún no está traducida; este es el original en inglés.',
    pageLabel: 'Página HTML',
    contractLabel: 'Contrato de la API (OpenAPI 3.1)',
    fullLabel: 'Todas las páginas en un archivo',
    docsServerLabel:
      'Da estos documentos a tu agente de programación: un servidor MCP local con todas las páginas en todos los idiomas y el contrato de la API, sin conexión',
    languagesLabel: 'Otros idiomas',
    twinsNote:
      'Cada enlace de abajo es la versión Markdown de una página; la página HTML está en la misma URL sin `.md` (`/es/guides/index.md` es la página `/es/guides/`).',
    indexPointer: 'Índice de todas las páginas de esta documentación, para agentes (llms.txt)',
    omittedComponent:
      'Esta parte de la página es interactiva y no tiene versión de texto: consúltala en la página HTML, <{url}>.',
    admonitions: {
      note: 'Nota',
      tip: 'Consejo',
      info: 'Información',
      warning: 'Advertencia',
      danger: 'Peligro',
      caution: 'Precaución',
      important: 'Importante',
      success: 'Éxito',
      secondary: 'Nota',
    },
  },
  fr: {
    summary:
      'Mnemora est une plateforme de mémoire en tant que service pour les applications d’IA : enregistrez des souvenirs (faits, messages, notes, extraits de documents) avec des métadonnées, des tags et une portée de propriétaire, puis retrouvez-les par recherche sémantique, par mots-clés ou hybride, via une API REST, des SDK TypeScript et Python, une CLI et une interface MCP.',
    facts: [
      `URL de base de l’API REST : \`${apiBaseUrl}\` ; chaque requête envoie une clé d’API sous la forme \`Authorization: Bearer <key>\`.`,
      `Interface MCP pour les agents et les assistants d’IDE : \`${platformUrls.mcpInterface}\`.`,
    ],
    introSection: 'Introduction',
    moreSection: 'Ressources',
    otherSection: 'Autres pages',
    untranslatedTag: '(en anglais)',
    untranslatedNote: 'Cette page n’est pas encore traduite ; voici l’original en anglais.',
    pageLabel: 'Page HTML',
    contractLabel: 'Contrat de l’API (OpenAPI 3.1)',
    fullLabel: 'Toutes les pages dans un seul fichier',
    docsServerLabel:
      'Donnez cette documentation à votre agent de code : un serveur MCP local avec toutes les pages dans toutes les langues et le contrat de l’API, hors ligne',
    languagesLabel: 'Autres langues',
    twinsNote:
      'Chaque lien ci-dessous est la version Markdown d’une page ; la page HTML est à la même URL sans `.md` (`/fr/guides/index.md` correspond à la page `/fr/guides/`).',
    indexPointer: 'Index de toutes les pages de cette documentation, pour les agents (llms.txt)',
    omittedComponent:
      'Cette partie de la page est interactive et n’a pas de version texte : consultez-la sur la page HTML, <{url}>.',
    admonitions: {
      note: 'Remarque',
      tip: 'Astuce',
      info: 'Info',
      warning: 'Attention',
      danger: 'Danger',
      caution: 'Prudence',
      important: 'Important',
      success: 'Succès',
      secondary: 'Remarque',
    },
  },
  de: {
    summary:
      'Mnemora ist eine Memory-as-a-Service-Plattform für KI-Anwendungen: Speichern Sie Erinnerungen (Fakten, Nachrichten, Notizen, Dokumentabschnitte) mit Metadaten, Tags und einem Geltungsbereich für den Besitzer und finden Sie sie per semantischer Suche, Stichwortsuche oder hybrider Suche wieder – über eine REST-API, SDKs für TypeScript und Python, eine CLI und eine MCP-Schnittstelle.',
    facts: [
      `Basis-URL der REST-API: \`${apiBaseUrl}\`; jede Anfrage sendet einen API-Schlüssel als \`Authorization: Bearer <key>\`.`,
      `MCP-Schnittstelle für Agenten und IDE-Assistenten: \`${platformUrls.mcpInterface}\`.`,
    ],
    introSection: 'Einführung',
    moreSection: 'Ressourcen',
    otherSection: 'Weitere Seiten',
    untranslatedTag: '(auf Englisch)',
    untranslatedNote: 'Diese Seite ist noch nicht übersetzt; dies ist das englische Original.',
    pageLabel: 'HTML-Seite',
    contractLabel: 'API-Vertrag (OpenAPI 3.1)',
    fullLabel: 'Alle Seiten in einer Datei',
    docsServerLabel:
      'Geben Sie Ihrem Coding-Agenten diese Dokumentation: ein lokaler MCP-Server mit allen Seiten in allen Sprachen und dem API-Vertrag, offline',
    languagesLabel: 'Weitere Sprachen',
    twinsNote:
      'Jeder Link unten ist die Markdown-Fassung einer Seite; die HTML-Seite hat dieselbe URL ohne `.md` (`/de/guides/index.md` ist die Seite `/de/guides/`).',
    indexPointer: 'Verzeichnis aller Seiten dieser Dokumentation für Agenten (llms.txt)',
    omittedComponent:
      'Dieser Teil der Seite ist interaktiv und hat keine Textfassung: Sie finden ihn auf der HTML-Seite, <{url}>.',
    admonitions: {
      note: 'Hinweis',
      tip: 'Tipp',
      info: 'Info',
      warning: 'Warnung',
      danger: 'Gefahr',
      caution: 'Vorsicht',
      important: 'Wichtig',
      success: 'Erfolg',
      secondary: 'Hinweis',
    },
  },
};

export function stringsFor(locale: string): LlmsStrings {
  return (llmsStrings as Record<string, LlmsStrings>)[locale] ?? llmsStrings.en;
}
