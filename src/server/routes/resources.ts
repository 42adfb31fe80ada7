import type { FastifyInstance } from 'fastify';
import { resources } from '../../domain/resources';
import { loadModuleFolder, RESOURCE_HOOKS_FOLDER } from '../moduleFolder';
import { registerCrud } from './crud';
import { toResourceDef, type HooksModule, type ResourceDef, type ServerDeps } from './resource';

/**
 * Every declared resource as the CRUD routes serve it, with the hooks of its optional server file
 * (src/server/resources/<name>.ts, found by its name). A hooks file that names no declared resource is a
 * typo and stops the server from starting.
 */
export async function resourceDefs(deps: ServerDeps, hooksFolder: URL = RESOURCE_HOOKS_FOLDER): Promise<ResourceDef[]> {
  const hooks = await loadModuleFolder<HooksModule>(hooksFolder);
  const declared = new Set<string>(resources.map(({ name }) => name));
  for (const name of hooks.keys()) {
    if (!declared.has(name)) throw new Error(`src/server/resources/${name} matches no resource declared in src/domain/resources.ts`);
  }
  return resources.map((declaration) => toResourceDef(declaration, hooks.get(declaration.name)?.default(deps)));
}

/** The CRUD routes of every declared resource, then each one's extra routes. */
export async function registerResources(app: FastifyInstance, deps: ServerDeps): Promise<ResourceDef[]> {
  const defs = await resourceDefs(deps);
  for (const def of defs) {
    registerCrud(app, deps.db, def, deps.keepListAnswers);
    def.routes?.(app);
  }
  return defs;
}
