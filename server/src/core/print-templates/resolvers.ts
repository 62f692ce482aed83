// Resolvers of the print templates: per facility, versioned, checked and rendered on the server.
import { badInput, forbidden, type PrintTemplateDeclaration, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { PrintTemplateBodyError, printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import type { PrintTemplateRegistry } from './registry';
import { appendVersion, latestOfFacility, versionsOf, type StoredVersion } from './store';

export const PRINT_TEMPLATE_PERMISSIONS = { read: 'templates.read', write: 'templates.write' } as const;

async function callerFacilityId(ctx: RequestContext): Promise<string> {
  const facility = await ctx.organisation.callerFacility();
  if (!facility) throw forbidden('printTemplates.noFacility');
  return facility._id;
}

function declared(registry: PrintTemplateRegistry, key: string): PrintTemplateDeclaration {
  const template = registry.get(key);
  if (!template) throw badInput('printTemplates.unknownKey', 'key', { key });
  return template;
}

function view(ctx: RequestContext, template: PrintTemplateDeclaration, facilityId: string, current: StoredVersion | undefined) {
  return {
    key: template.key,
    name: template.name[ctx.lang],
    paper: template.paper,
    body: current?.body ?? template.defaultBody,
    version: current?.version ?? 0,
    defaultBody: template.defaultBody,
    sampleData: template.sampleData,
    versions: () => versionsOf(ctx.db, facilityId, template.key),
  };
}

function checkedBody(body: string): string {
  const problem = printTemplateBodyProblem(body);
  if (problem) throw badInput(problem, 'body');
  return body;
}

async function save(ctx: RequestContext, registry: PrintTemplateRegistry, key: string, body: (facilityId: string) => Promise<{ body: string; restoredFrom: number | null }>) {
  const viewer = ctx.requirePermission(PRINT_TEMPLATE_PERMISSIONS.write);
  const template = declared(registry, key);
  const facilityId = await callerFacilityId(ctx);
  const next = await body(facilityId);
  await ctx.write(async ({ tx, audit }) => {
    const version = await appendVersion(tx, facilityId, key, next.body, viewer.userId, next.restoredFrom);
    await audit({ action: next.restoredFrom ? 'UPDATE' : 'CREATE', entity: 'MauIn', entityId: key, after: { key, facility_Id: facilityId, version, restoredFrom: next.restoredFrom } });
  });
  return view(ctx, template, facilityId, (await latestOfFacility(ctx.db, facilityId)).get(key));
}

export function printTemplatesResolvers(registry: PrintTemplateRegistry): ResolverMap {
  return {
    Query: {
      async printTemplates(_: unknown, _args: unknown, ctx: RequestContext) {
        ctx.requirePermission(PRINT_TEMPLATE_PERMISSIONS.read);
        const facilityId = await callerFacilityId(ctx);
        const latest = await latestOfFacility(ctx.db, facilityId);
        return [...registry.values()].map((template) => view(ctx, template, facilityId, latest.get(template.key)));
      },
      async printTemplate(_: unknown, args: { key: string }, ctx: RequestContext) {
        ctx.requirePermission(PRINT_TEMPLATE_PERMISSIONS.read);
        const template = declared(registry, args.key);
        const facilityId = await callerFacilityId(ctx);
        return view(ctx, template, facilityId, (await latestOfFacility(ctx.db, facilityId)).get(args.key));
      },
      // Any signed-in user prints; previewing a text that is not saved is part of editing it.
      async renderPrintTemplate(_: unknown, args: { key: string; data?: unknown; body?: string | null }, ctx: RequestContext) {
        ctx.requireViewer();
        if (args.body != null) ctx.requirePermission(PRINT_TEMPLATE_PERMISSIONS.write);
        const template = declared(registry, args.key);
        const facilityId = await callerFacilityId(ctx);
        const body = args.body ?? (await latestOfFacility(ctx.db, facilityId)).get(args.key)?.body ?? template.defaultBody;
        if (args.data != null && (typeof args.data !== 'object' || Array.isArray(args.data))) throw badInput('validation.mustBeObject', 'data');
        try {
          return { html: renderPrintTemplate(body, (args.data as Record<string, unknown> | null) ?? template.sampleData), paper: template.paper };
        } catch (error) {
          if (error instanceof PrintTemplateBodyError) throw badInput(error.messageKey, 'body');
          throw error;
        }
      },
    },
    Mutation: {
      savePrintTemplate: (_: unknown, args: { key: string; body: string }, ctx: RequestContext) =>
        save(ctx, registry, args.key, async () => ({ body: checkedBody(args.body), restoredFrom: null })),
      restorePrintTemplateVersion: (_: unknown, args: { key: string; version: number }, ctx: RequestContext) =>
        save(ctx, registry, args.key, async (facilityId) => {
          const earlier = (await versionsOf(ctx.db, facilityId, args.key)).find((stored) => stored.version === args.version);
          if (!earlier) throw badInput('printTemplates.unknownVersion', 'version', { version: args.version });
          return { body: earlier.body, restoredFrom: earlier.version };
        }),
    },
  };
}
