/**
 * The prose of the product skill (`/skill.md`, `/es/skill.md`, …) per locale. Numbers, names,
 * operations, fields and codes are never written here: the skill takes them from the contract and
 * src/data/facts.ts and passes them in, already formatted for the locale. Spanish addresses the
 * reader with "tú", French with "vous", German with "Sie" (i18n/<locale>/glossary.md).
 */
export type SkillLocale = 'en' | 'es' | 'fr' | 'de';

/** A value already formatted for the locale, usually wrapped in backticks. */
type V = string;

export interface SkillStrings {
  readonly description: string;
  readonly compatibility: (v: {node: V; python: V}) => string;
  readonly intro: string;
  readonly basics: (v: {server: V; apiVersion: V; prefixes: V}) => string;
  readonly capabilitiesHeading: string;
  /** One sentence per contract tag (the test fails when the contract has a tag without one). */
  readonly tags: Readonly<Record<string, string>>;
  readonly skillsHeading: string;
  readonly operationsLabel: string;
  readonly inputsLabel: string;
  readonly limitsLabel: string;
  readonly requiredMark: string;
  readonly bodyLabel: string;
  readonly headerLabel: string;
  readonly queryLabel: string;
  readonly pathLabel: string;
  readonly skills: {
    readonly store: {title: string; text: string; limits: (v: {content: V; batch: V; bodyMiB: V}) => string[]};
    readonly search: {
      title: string;
      text: string;
      limits: (v: {query: V; limitDefault: V; limitMax: V; modes: V; modeDefault: V; alpha: V}) => string[];
    };
    readonly manage: {title: string; text: string; limits: (v: {listDefault: V; listMax: V; bulkMax: V}) => string[]};
    readonly keys: {title: string; text: string; limits: (v: {permissions: V; prefixes: V}) => string[]};
    readonly changes: {title: string; text: string; limits: () => string[]};
  };
  readonly workflowsHeading: string;
  readonly storeAndFind: {
    title: string;
    steps: (v: {create: V; search: V; idempotency: V; scope: V}) => string[];
    sampleIntro: string;
  };
  readonly handle429and409: {
    title: string;
    intro429: (v: {codes: V}) => string;
    codes: Readonly<
      Record<
        string,
        (v: {
          retryAfter: V;
          retries: V;
          initial: V;
          multiplier: V;
          max: V;
          ifMatch: V;
          etag: V;
          get: V;
          idempotency: V;
        }) => string
      >
    >;
    intro409: (v: {codes: V}) => string;
    headers: (v: {headers: V}) => string;
  };
  readonly moreHeading: string;
  readonly more: (v: {contract: V; llms: V; mcp: V; errors: V}) => string[];
}

export const skillStrings: Readonly<Record<SkillLocale, SkillStrings>> = {
  en: {
    description:
      'Give an AI application long-term memory with the Mnemora REST API: store memories (facts, messages, notes, document chunks) with scope, tags and metadata, find them again by semantic, keyword or hybrid search, update and delete them, manage API keys and follow changes. Use it when an application must remember something across sessions or users.',
    compatibility: ({node, python}) =>
      `Any HTTPS client with a Mnemora API key; the TypeScript SDK needs Node.js ${node} or later, the Python SDK Python ${python} or later.`,
    intro:
      'Mnemora is a memory-as-a-service platform for AI applications. This skill tells you which operations exist, what each takes, the limits the API enforces and how to recover from the errors you will meet.',
    basics: ({server, apiVersion, prefixes}) =>
      `Send every request to ${server} (API version ${apiVersion}) with an API key as \`Authorization: Bearer <key>\`. Keys start with ${prefixes}; keep them on servers, never in client-side code.`,
    capabilitiesHeading: 'Capabilities',
    tags: {
      Memories:
        'Memories: create one or a batch, read, list with filters, update with optimistic concurrency, delete one or in bulk.',
      Search: 'Search: semantic, keyword or hybrid search over a scope, with filters and scored, paged results.',
      'API keys': 'API keys: list, create (secret or restricted, with permissions) and revoke keys.',
      Usage: 'Usage: what the project has used this period and its plan limits.',
      Realtime: 'Realtime: a stream of memory changes in a scope, resumable after a disconnection.',
      Health: 'Health: whether the API is up.',
    },
    skillsHeading: 'Skills',
    operationsLabel: 'Operations',
    inputsLabel: 'Inputs',
    limitsLabel: 'Limits',
    requiredMark: 'required',
    bodyLabel: 'body',
    headerLabel: 'header',
    queryLabel: 'query',
    pathLabel: 'path',
    skills: {
      store: {
        title: 'Store memories',
        text: 'Write what the application must remember, with the scope it belongs to. Send an idempotency key so that a retried request never stores a memory twice.',
        limits: ({content, batch, bodyMiB}) => [
          `\`content\`: at most ${content} characters.`,
          `A batch: at most ${batch} memories.`,
          `A request body: at most ${bodyMiB} MiB.`,
        ],
      },
      search: {
        title: 'Find memories',
        text: 'Ask in natural language; restrict the search to a scope, tags, metadata or a time range with `filter`.',
        limits: ({query, limitDefault, limitMax, modes, modeDefault, alpha}) => [
          `\`query\`: at most ${query} characters.`,
          `\`limit\`: ${limitDefault} by default, at most ${limitMax}.`,
          `\`mode\`: ${modes}; ${modeDefault} by default. \`alpha\` (hybrid weight): ${alpha} by default.`,
        ],
      },
      manage: {
        title: 'Read, list, update and delete memories',
        text: "Update with the `If-Match` version you read, so that you never overwrite someone else's change.",
        limits: ({listDefault, listMax, bulkMax}) => [
          `\`limit\` of a list: ${listDefault} by default, at most ${listMax}.`,
          `Bulk delete: at most ${bulkMax} ids per request.`,
        ],
      },
      keys: {
        title: 'Manage API keys and read usage',
        text: 'Create restricted keys with only the permissions a component needs; a secret key can do everything.',
        limits: ({permissions, prefixes}) => [
          `Permissions of a restricted key: ${permissions}.`,
          `Key prefixes: ${prefixes}.`,
        ],
      },
      changes: {
        title: 'Follow changes',
        text: 'Keep a local copy in sync: open the stream for a scope and, after a disconnection, resume from the last event you applied.',
        limits: () => [],
      },
    },
    workflowsHeading: 'Workflows',
    storeAndFind: {
      title: 'Store a memory and find it again',
      steps: ({create, search, idempotency, scope}) => [
        `Store it with ${create}: \`content\` and ${scope}, plus an ${idempotency} header (a fresh UUID). The answer (201) is the memory with its \`id\` and \`version\`.`,
        `Find it with ${search}: the question as \`query\`, the same scope in \`filter\`. Results come best first, each with its \`score\`.`,
        'Nothing found yet? A memory is searchable once its embedding is computed: search again shortly.',
      ],
      sampleIntro: 'The same two calls with cURL, as the API reference shows them:',
    },
    handle429and409: {
      title: 'Handle 429 and 409',
      intro429: ({codes}) => `A 429 carries one of ${codes}:`,
      codes: {
        rate_limited: ({retryAfter, retries, initial, multiplier, max}) =>
          `\`rate_limited\`: too many requests in the window. Wait the ${retryAfter} seconds, then retry; without the header, back off from ${initial} s, times ${multiplier}, up to ${max} s. The SDKs do this on their own, ${retries} times by default.`,
        quota_exceeded: () =>
          '`quota_exceeded`: a plan quota is used up. Retrying does not help: stop, tell the user and check usage; never retry it automatically.',
        version_conflict: ({ifMatch, etag, get}) =>
          `\`version_conflict\`: the memory changed since you read it (your ${ifMatch} is stale). Read it again with ${get} (its ${etag} is the current version), apply your change to that version and send it with the new ${ifMatch}.`,
        idempotency_key_reused: ({idempotency}) =>
          `\`idempotency_key_reused\`: this ${idempotency} was used for a different request. Reuse a key only to retry the identical request; a new request needs a new key.`,
      },
      intro409: ({codes}) => `A 409 carries one of ${codes}:`,
      headers: ({headers}) => `Every answer tells you where you stand: ${headers}.`,
    },
    moreHeading: 'More',
    more: ({contract, llms, mcp, errors}) => [
      `The API contract (OpenAPI 3.1): ${contract}.`,
      `Every page of the documentation in Markdown: ${llms}.`,
      `Search these docs from your agent over MCP (Streamable HTTP): ${mcp}.`,
      `Every error code and what to do about it: ${errors}.`,
    ],
  },
  es: {
    description:
      'Da memoria a largo plazo a una aplicación de IA con la API REST de Mnemora: guarda memorias (hechos, mensajes, notas, fragmentos de documentos) con ámbito, etiquetas y metadatos, vuelve a encontrarlas con búsqueda semántica, por palabras clave o híbrida, actualízalas y elimínalas, gestiona claves de API y sigue los cambios. Úsala cuando una aplicación deba recordar algo entre sesiones o usuarios.',
    compatibility: ({node, python}) =>
      `Cualquier cliente HTTPS con una clave de API de Mnemora; el SDK de TypeScript necesita Node.js ${node} o posterior, y el SDK de Python, Python ${python} o posterior.`,
    intro:
      'Mnemora es una plataforma de memoria como servicio para aplicaciones de IA. Esta habilidad te indica qué operaciones existen, qué recibe cada una, qué límites aplica la API y cómo recuperarte de los errores que encontrarás.',
    basics: ({server, apiVersion, prefixes}) =>
      `Envía cada solicitud a ${server} (versión de la API ${apiVersion}) con una clave de API como \`Authorization: Bearer <key>\`. Las claves empiezan por ${prefixes}; guárdalas en el servidor, nunca en código del cliente.`,
    capabilitiesHeading: 'Capacidades',
    tags: {
      Memories:
        'Memorias: crea una o un lote, léelas, lístalas con filtros, actualízalas con concurrencia optimista y elimínalas de una en una o en bloque.',
      Search:
        'Búsqueda: búsqueda semántica, por palabras clave o híbrida en un ámbito, con filtros y resultados paginados con su puntuación de relevancia.',
      'API keys': 'Claves de API: lista, crea (secretas o restringidas, con permisos) y revoca claves.',
      Usage: 'Uso: lo que el proyecto ha consumido en el periodo y los límites de su plan.',
      Realtime: 'Tiempo real: un flujo de cambios de las memorias de un ámbito, que se reanuda tras una desconexión.',
      Health: 'Estado: si la API está disponible.',
    },
    skillsHeading: 'Habilidades',
    operationsLabel: 'Operaciones',
    inputsLabel: 'Entradas',
    limitsLabel: 'Límites',
    requiredMark: 'obligatorio',
    bodyLabel: 'cuerpo',
    headerLabel: 'cabecera',
    queryLabel: 'consulta',
    pathLabel: 'ruta',
    skills: {
      store: {
        title: 'Guardar memorias',
        text: 'Escribe lo que la aplicación debe recordar, con el ámbito al que pertenece. Envía una clave de idempotencia para que una solicitud reintentada nunca guarde una memoria dos veces.',
        limits: ({content, batch, bodyMiB}) => [
          `\`content\`: como máximo ${content} caracteres.`,
          `Un lote: como máximo ${batch} memorias.`,
          `El cuerpo de la solicitud: como máximo ${bodyMiB} MiB.`,
        ],
      },
      search: {
        title: 'Encontrar memorias',
        text: 'Pregunta en lenguaje natural; limita la búsqueda a un ámbito, etiquetas, metadatos o un intervalo de tiempo con `filter`.',
        limits: ({query, limitDefault, limitMax, modes, modeDefault, alpha}) => [
          `\`query\`: como máximo ${query} caracteres.`,
          `\`limit\`: ${limitDefault} por defecto, como máximo ${limitMax}.`,
          `\`mode\`: ${modes}; ${modeDefault} por defecto. \`alpha\` (peso de la búsqueda híbrida): ${alpha} por defecto.`,
        ],
      },
      manage: {
        title: 'Leer, listar, actualizar y eliminar memorias',
        text: 'Actualiza con la versión `If-Match` que leíste, para no sobrescribir nunca el cambio de otra persona.',
        limits: ({listDefault, listMax, bulkMax}) => [
          `\`limit\` de una lista: ${listDefault} por defecto, como máximo ${listMax}.`,
          `Eliminación en bloque: como máximo ${bulkMax} ID por solicitud.`,
        ],
      },
      keys: {
        title: 'Gestionar claves de API y consultar el uso',
        text: 'Crea claves restringidas solo con los permisos que necesita cada componente; una clave secreta puede hacerlo todo.',
        limits: ({permissions, prefixes}) => [
          `Permisos de una clave restringida: ${permissions}.`,
          `Prefijos de las claves: ${prefixes}.`,
        ],
      },
      changes: {
        title: 'Seguir los cambios',
        text: 'Mantén una copia local sincronizada: abre el flujo de cambios de un ámbito y, tras una desconexión, reanúdalo desde el último evento que aplicaste.',
        limits: () => [],
      },
    },
    workflowsHeading: 'Flujos de trabajo',
    storeAndFind: {
      title: 'Guardar una memoria y volver a encontrarla',
      steps: ({create, search, idempotency, scope}) => [
        `Guárdala con ${create}: \`content\` y ${scope}, más una cabecera ${idempotency} (un UUID nuevo). La respuesta (201) es la memoria con su \`id\` y su \`version\`.`,
        `Encuéntrala con ${search}: la pregunta en \`query\` y el mismo ámbito en \`filter\`. Los resultados llegan del mejor al peor, cada uno con su \`score\`.`,
        '¿Aún no aparece? Una memoria se puede buscar en cuanto se calcula su embedding: vuelve a buscar enseguida.',
      ],
      sampleIntro: 'Las mismas dos llamadas con cURL, tal como las muestra la referencia de la API:',
    },
    handle429and409: {
      title: 'Gestionar los errores 429 y 409',
      intro429: ({codes}) => `Un 429 lleva uno de estos códigos: ${codes}.`,
      codes: {
        rate_limited: ({retryAfter, retries, initial, multiplier, max}) =>
          `\`rate_limited\`: demasiadas solicitudes en la ventana actual. Espera los segundos que indica ${retryAfter} y reintenta; sin esa cabecera, espera ${initial} s y multiplica la espera por ${multiplier} en cada intento, hasta ${max} s. Los SDK lo hacen solos, ${retries} veces por defecto.`,
        quota_exceeded: () =>
          '`quota_exceeded`: se agotó una cuota del plan. Reintentar no sirve: detente, avisa al usuario y consulta el uso; nunca lo reintentes automáticamente.',
        version_conflict: ({ifMatch, etag, get}) =>
          `\`version_conflict\`: la memoria cambió desde que la leíste (tu ${ifMatch} está desactualizado). Vuelve a leerla con ${get} (su ${etag} es la versión actual), aplica tu cambio a esa versión y envíalo con el nuevo ${ifMatch}.`,
        idempotency_key_reused: ({idempotency}) =>
          `\`idempotency_key_reused\`: esta ${idempotency} ya se usó para otra solicitud. Reutiliza una clave solo para reintentar exactamente la misma solicitud; una solicitud nueva necesita una clave nueva.`,
      },
      intro409: ({codes}) => `Un 409 lleva uno de estos códigos: ${codes}.`,
      headers: ({headers}) => `Cada respuesta te dice en qué punto estás: ${headers}.`,
    },
    moreHeading: 'Más información',
    more: ({contract, llms, mcp, errors}) => [
      `El contrato de la API (OpenAPI 3.1): ${contract}.`,
      `Todas las páginas de la documentación en Markdown: ${llms}.`,
      `Busca en esta documentación desde tu agente por MCP (Streamable HTTP): ${mcp}.`,
      `Todos los códigos de error y qué hacer con cada uno: ${errors}.`,
    ],
  },
  fr: {
    description:
      'Donnez une mémoire à long terme à une application d’IA avec l’API REST de Mnemora : enregistrez des souvenirs (faits, messages, notes, extraits de documents) avec une portée, des tags et des métadonnées, retrouvez-les par recherche sémantique, par mots-clés ou hybride, modifiez-les et supprimez-les, gérez les clés d’API et suivez les changements. À utiliser quand une application doit se souvenir de quelque chose d’une session ou d’un utilisateur à l’autre.',
    compatibility: ({node, python}) =>
      `Tout client HTTPS muni d’une clé d’API Mnemora ; le SDK TypeScript nécessite Node.js ${node} ou une version ultérieure, le SDK Python Python ${python} ou une version ultérieure.`,
    intro:
      'Mnemora est une plateforme de mémoire en tant que service pour les applications d’IA. Cette compétence vous indique quelles opérations existent, ce que chacune attend, les limites que l’API applique et comment réagir aux erreurs que vous rencontrerez.',
    basics: ({server, apiVersion, prefixes}) =>
      `Envoyez chaque requête à ${server} (version de l’API ${apiVersion}) avec une clé d’API sous la forme \`Authorization: Bearer <key>\`. Les clés commencent par ${prefixes} ; gardez-les côté serveur, jamais dans du code client.`,
    capabilitiesHeading: 'Capacités',
    tags: {
      Memories:
        'Souvenirs : créez-en un ou un lot, lisez-les, listez-les avec des filtres, modifiez-les avec un contrôle de concurrence optimiste, supprimez-les un par un ou en masse.',
      Search:
        'Recherche : recherche sémantique, par mots-clés ou hybride dans une portée, avec des filtres et des résultats paginés accompagnés de leur score de pertinence.',
      'API keys': 'Clés d’API : listez, créez (secrètes ou restreintes, avec des permissions) et révoquez des clés.',
      Usage: 'Consommation : ce que le projet a consommé sur la période et les limites de son offre.',
      Realtime: 'Temps réel : un flux des changements de souvenirs d’une portée, qui reprend après une déconnexion.',
      Health: 'Santé : l’API est-elle disponible.',
    },
    skillsHeading: 'Compétences',
    operationsLabel: 'Opérations',
    inputsLabel: 'Entrées',
    limitsLabel: 'Limites',
    requiredMark: 'obligatoire',
    bodyLabel: 'corps',
    headerLabel: 'en-tête',
    queryLabel: 'requête',
    pathLabel: 'chemin',
    skills: {
      store: {
        title: 'Enregistrer des souvenirs',
        text: 'Écrivez ce dont l’application doit se souvenir, avec la portée à laquelle cela appartient. Envoyez une clé d’idempotence : une requête relancée n’enregistre jamais un souvenir deux fois.',
        limits: ({content, batch, bodyMiB}) => [
          `\`content\` : ${content} caractères au plus.`,
          `Un lot : ${batch} souvenirs au plus.`,
          `Le corps d’une requête : ${bodyMiB} Mio au plus.`,
        ],
      },
      search: {
        title: 'Retrouver des souvenirs',
        text: 'Posez la question en langage naturel ; restreignez la recherche à une portée, des tags, des métadonnées ou une période avec `filter`.',
        limits: ({query, limitDefault, limitMax, modes, modeDefault, alpha}) => [
          `\`query\` : ${query} caractères au plus.`,
          `\`limit\` : ${limitDefault} par défaut, ${limitMax} au plus.`,
          `\`mode\` : ${modes} ; ${modeDefault} par défaut. \`alpha\` (poids de la recherche hybride) : ${alpha} par défaut.`,
        ],
      },
      manage: {
        title: 'Lire, lister, modifier et supprimer des souvenirs',
        text: 'Modifiez avec la version `If-Match` que vous avez lue : vous n’écraserez jamais la modification de quelqu’un d’autre.',
        limits: ({listDefault, listMax, bulkMax}) => [
          `\`limit\` d’une liste : ${listDefault} par défaut, ${listMax} au plus.`,
          `Suppression en masse : ${bulkMax} identifiants au plus par requête.`,
        ],
      },
      keys: {
        title: 'Gérer les clés d’API et consulter la consommation',
        text: 'Créez des clés restreintes avec les seules permissions dont un composant a besoin ; une clé secrète peut tout faire.',
        limits: ({permissions, prefixes}) => [
          `Permissions d’une clé restreinte : ${permissions}.`,
          `Préfixes des clés : ${prefixes}.`,
        ],
      },
      changes: {
        title: 'Suivre les changements',
        text: 'Gardez une copie locale à jour : ouvrez le flux de changements d’une portée et, après une déconnexion, reprenez au dernier événement appliqué.',
        limits: () => [],
      },
    },
    workflowsHeading: 'Procédures',
    storeAndFind: {
      title: 'Enregistrer un souvenir et le retrouver',
      steps: ({create, search, idempotency, scope}) => [
        `Enregistrez-le avec ${create} : \`content\` et ${scope}, plus un en-tête ${idempotency} (un nouvel UUID). La réponse (201) est le souvenir, avec son \`id\` et sa \`version\`.`,
        `Retrouvez-le avec ${search} : la question dans \`query\`, la même portée dans \`filter\`. Les résultats arrivent du meilleur au moins bon, chacun avec son \`score\`.`,
        'Rien encore ? Un souvenir devient cherchable dès que son embedding est calculé : relancez la recherche un peu plus tard.',
      ],
      sampleIntro: 'Les deux mêmes appels avec cURL, tels que la référence de l’API les montre :',
    },
    handle429and409: {
      title: 'Gérer les erreurs 429 et 409',
      intro429: ({codes}) => `Une réponse 429 porte l’un de ces codes : ${codes}.`,
      codes: {
        rate_limited: ({retryAfter, retries, initial, multiplier, max}) =>
          `\`rate_limited\` : trop de requêtes dans la fenêtre en cours. Attendez le nombre de secondes indiqué par ${retryAfter}, puis relancez ; sans cet en-tête, attendez ${initial} s, puis multipliez l’attente par ${multiplier} à chaque tentative, jusqu’à ${max} s. Les SDK le font d’eux-mêmes, ${retries} fois par défaut.`,
        quota_exceeded: () =>
          '`quota_exceeded` : un quota de l’offre est épuisé. Relancer ne sert à rien : arrêtez-vous, prévenez l’utilisateur et consultez la consommation ; ne relancez jamais automatiquement.',
        version_conflict: ({ifMatch, etag, get}) =>
          `\`version_conflict\` : le souvenir a changé depuis votre lecture (votre ${ifMatch} n’est plus à jour). Relisez-le avec ${get} (son ${etag} donne la version actuelle), appliquez votre modification à cette version et renvoyez-la avec le nouvel ${ifMatch}.`,
        idempotency_key_reused: ({idempotency}) =>
          `\`idempotency_key_reused\` : cette ${idempotency} a déjà servi pour une autre requête. Ne réutilisez une clé que pour relancer exactement la même requête ; une nouvelle requête demande une nouvelle clé.`,
      },
      intro409: ({codes}) => `Une réponse 409 porte l’un de ces codes : ${codes}.`,
      headers: ({headers}) => `Chaque réponse vous indique où vous en êtes : ${headers}.`,
    },
    moreHeading: 'Pour aller plus loin',
    more: ({contract, llms, mcp, errors}) => [
      `Le contrat de l’API (OpenAPI 3.1) : ${contract}.`,
      `Toutes les pages de la documentation en Markdown : ${llms}.`,
      `Cherchez dans cette documentation depuis votre agent via MCP (Streamable HTTP) : ${mcp}.`,
      `Tous les codes d’erreur et la conduite à tenir : ${errors}.`,
    ],
  },
  de: {
    description:
      'Geben Sie einer KI-Anwendung ein Langzeitgedächtnis mit der REST-API von Mnemora: Speichern Sie Erinnerungen (Fakten, Nachrichten, Notizen, Dokumentabschnitte) mit Geltungsbereich, Tags und Metadaten, finden Sie sie per semantischer Suche, Stichwortsuche oder hybrider Suche wieder, ändern und löschen Sie sie, verwalten Sie API-Schlüssel und verfolgen Sie Änderungen. Verwenden Sie diese Fähigkeit, wenn sich eine Anwendung etwas über Sitzungen oder Benutzer hinweg merken muss.',
    compatibility: ({node, python}) =>
      `Jeder HTTPS-Client mit einem Mnemora-API-Schlüssel; das TypeScript-SDK benötigt Node.js ${node} oder neuer, das Python-SDK Python ${python} oder neuer.`,
    intro:
      'Mnemora ist eine Memory-as-a-Service-Plattform für KI-Anwendungen. Diese Fähigkeit sagt Ihnen, welche Operationen es gibt, was jede erwartet, welche Grenzen die API durchsetzt und wie Sie auf die Fehler reagieren, denen Sie begegnen werden.',
    basics: ({server, apiVersion, prefixes}) =>
      `Senden Sie jede Anfrage an ${server} (API-Version ${apiVersion}) mit einem API-Schlüssel als \`Authorization: Bearer <key>\`. Schlüssel beginnen mit ${prefixes}; bewahren Sie sie auf dem Server auf, niemals im Client-Code.`,
    capabilitiesHeading: 'Fähigkeiten',
    tags: {
      Memories:
        'Erinnerungen: einzeln oder als Stapel anlegen, lesen, mit Filtern auflisten, mit optimistischer Nebenläufigkeitskontrolle ändern, einzeln oder in großer Zahl löschen.',
      Search:
        'Suche: semantische Suche, Stichwortsuche oder hybride Suche in einem Geltungsbereich, mit Filtern und seitenweisen Ergebnissen samt Relevanzwert.',
      'API keys':
        'API-Schlüssel: Schlüssel auflisten, anlegen (geheim oder eingeschränkt, mit Berechtigungen) und widerrufen.',
      Usage: 'Nutzung: was das Projekt im laufenden Zeitraum verbraucht hat und die Grenzen seines Tarifs.',
      Realtime:
        'Echtzeit: ein Änderungsstrom der Erinnerungen eines Geltungsbereichs, der nach einem Verbindungsabbruch fortgesetzt werden kann.',
      Health: 'Status: ob die API erreichbar ist.',
    },
    skillsHeading: 'Aufgaben',
    operationsLabel: 'Operationen',
    inputsLabel: 'Eingaben',
    limitsLabel: 'Grenzen',
    requiredMark: 'Pflichtfeld',
    bodyLabel: 'Body',
    headerLabel: 'Header',
    queryLabel: 'Query',
    pathLabel: 'Pfad',
    skills: {
      store: {
        title: 'Erinnerungen speichern',
        text: 'Schreiben Sie, was sich die Anwendung merken soll, mit dem Geltungsbereich, zu dem es gehört. Senden Sie einen Idempotenzschlüssel, damit eine wiederholte Anfrage eine Erinnerung nie doppelt speichert.',
        limits: ({content, batch, bodyMiB}) => [
          `\`content\`: höchstens ${content} Zeichen.`,
          `Ein Stapel: höchstens ${batch} Erinnerungen.`,
          `Ein Anfrage-Body: höchstens ${bodyMiB} MiB.`,
        ],
      },
      search: {
        title: 'Erinnerungen finden',
        text: 'Fragen Sie in natürlicher Sprache; schränken Sie die Suche mit `filter` auf einen Geltungsbereich, Tags, Metadaten oder einen Zeitraum ein.',
        limits: ({query, limitDefault, limitMax, modes, modeDefault, alpha}) => [
          `\`query\`: höchstens ${query} Zeichen.`,
          `\`limit\`: standardmäßig ${limitDefault}, höchstens ${limitMax}.`,
          `\`mode\`: ${modes}; standardmäßig ${modeDefault}. \`alpha\` (Gewichtung der hybriden Suche): standardmäßig ${alpha}.`,
        ],
      },
      manage: {
        title: 'Erinnerungen lesen, auflisten, ändern und löschen',
        text: 'Ändern Sie mit der gelesenen `If-Match`-Version, damit Sie nie die Änderung eines anderen überschreiben.',
        limits: ({listDefault, listMax, bulkMax}) => [
          `\`limit\` einer Liste: standardmäßig ${listDefault}, höchstens ${listMax}.`,
          `Massenlöschung: höchstens ${bulkMax} IDs pro Anfrage.`,
        ],
      },
      keys: {
        title: 'API-Schlüssel verwalten und Nutzung abrufen',
        text: 'Legen Sie eingeschränkte Schlüssel nur mit den Berechtigungen an, die eine Komponente braucht; ein geheimer Schlüssel darf alles.',
        limits: ({permissions, prefixes}) => [
          `Berechtigungen eines eingeschränkten Schlüssels: ${permissions}.`,
          `Schlüsselpräfixe: ${prefixes}.`,
        ],
      },
      changes: {
        title: 'Änderungen verfolgen',
        text: 'Halten Sie eine lokale Kopie synchron: Öffnen Sie den Änderungsstrom eines Geltungsbereichs und setzen Sie ihn nach einem Verbindungsabbruch beim zuletzt angewendeten Ereignis fort.',
        limits: () => [],
      },
    },
    workflowsHeading: 'Abläufe',
    storeAndFind: {
      title: 'Eine Erinnerung speichern und wiederfinden',
      steps: ({create, search, idempotency, scope}) => [
        `Speichern Sie sie mit ${create}: \`content\` und ${scope}, dazu einen ${idempotency}-Header (eine neue UUID). Die Antwort (201) ist die Erinnerung mit ihrer \`id\` und ihrer \`version\`.`,
        `Finden Sie sie mit ${search}: die Frage als \`query\`, derselbe Geltungsbereich in \`filter\`. Die Ergebnisse kommen nach Relevanz sortiert, jedes mit seinem \`score\`.`,
        'Noch nichts gefunden? Eine Erinnerung ist durchsuchbar, sobald ihr Embedding berechnet ist: Suchen Sie kurz darauf erneut.',
      ],
      sampleIntro: 'Dieselben zwei Aufrufe mit cURL, wie die API-Referenz sie zeigt:',
    },
    handle429and409: {
      title: '429 und 409 behandeln',
      intro429: ({codes}) => `Eine 429-Antwort trägt einen dieser Codes: ${codes}.`,
      codes: {
        rate_limited: ({retryAfter, retries, initial, multiplier, max}) =>
          `\`rate_limited\`: zu viele Anfragen im aktuellen Zeitfenster. Warten Sie die in ${retryAfter} genannten Sekunden und wiederholen Sie dann; ohne diesen Header warten Sie ${initial} s und verlängern die Wartezeit bei jedem Versuch um den Faktor ${multiplier}, bis höchstens ${max} s. Die SDKs tun das selbst, standardmäßig ${retries}-mal.`,
        quota_exceeded: () =>
          '`quota_exceeded`: ein Kontingent des Tarifs ist aufgebraucht. Wiederholen hilft nicht: Brechen Sie ab, informieren Sie den Benutzer und prüfen Sie die Nutzung; wiederholen Sie nie automatisch.',
        version_conflict: ({ifMatch, etag, get}) =>
          `\`version_conflict\`: Die Erinnerung hat sich seit dem Lesen geändert (Ihr ${ifMatch} ist veraltet). Lesen Sie sie mit ${get} erneut (ihr ${etag} ist die aktuelle Version), wenden Sie Ihre Änderung auf diese Version an und senden Sie sie mit dem neuen ${ifMatch}.`,
        idempotency_key_reused: ({idempotency}) =>
          `\`idempotency_key_reused\`: Dieser ${idempotency} wurde schon für eine andere Anfrage verwendet. Verwenden Sie einen Schlüssel nur erneut, um genau dieselbe Anfrage zu wiederholen; eine neue Anfrage braucht einen neuen Schlüssel.`,
      },
      intro409: ({codes}) => `Eine 409-Antwort trägt einen dieser Codes: ${codes}.`,
      headers: ({headers}) => `Jede Antwort sagt Ihnen, wo Sie stehen: ${headers}.`,
    },
    moreHeading: 'Weiterführend',
    more: ({contract, llms, mcp, errors}) => [
      `Der API-Vertrag (OpenAPI 3.1): ${contract}.`,
      `Alle Seiten der Dokumentation als Markdown: ${llms}.`,
      `Durchsuchen Sie diese Dokumentation aus Ihrem Agenten per MCP (Streamable HTTP): ${mcp}.`,
      `Alle Fehlercodes und was zu tun ist: ${errors}.`,
    ],
  },
};
