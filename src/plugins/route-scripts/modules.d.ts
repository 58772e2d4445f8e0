// Docusaurus core's chunk naming, not in its public types; pinned with Docusaurus (3.10).
declare module '@docusaurus/core/lib/server/codegen/codegenRoutes.js' {
  import type {RouteConfig} from '@docusaurus/types';
  export function genChunkName(modulePath: string, prefix?: string, preferredName?: string, shortId?: boolean): string;
  export function generateRoutePropFilename(route: RouteConfig): string;
}
