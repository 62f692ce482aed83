// Pages the web shell refused to open: a user who reaches one by URL (or an old link) is sent home, and the shell
// reports the attempt here so that the audit history shows who tried which page. The shell decides, from the page's
// permission; the server only records, since pages are the web's, not operations it could check.
import { badInput, type AuditLabels, type RequestContext, type ResolverMap } from '@his/sdk/server';

/** The longest path recorded: far beyond any page's path with its ids; the shell cuts what it sends to this. */
export const DENIED_ROUTE_PATH_MAX = 300;

/** A path under /his as the browser gives it: from '/', percent-encoded, so without spaces or control characters. */
const PATH_SHAPE = /^\/[^\s\p{Cc}]*$/u;

export const deniedRoutesSchema = /* GraphQL */ `
extend type Mutation {
  "Records that the shell refused the caller a page (path under /his, at most ${DENIED_ROUTE_PATH_MAX} characters) and sent them home: a REFUSED audit entry on the page's path. Any signed-in user."
  reportDeniedRoute(path: String! @maxLength(n: ${DENIED_ROUTE_PATH_MAX})): Boolean!
}
`;

/** The path the shell reported, or refused naming the field. */
export function deniedRoutePath(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput('validation.required', 'path');
  const path = value.trim();
  if ([...path].length > DENIED_ROUTE_PATH_MAX) throw badInput('validation.maxLength', 'path', { max: DENIED_ROUTE_PATH_MAX });
  if (!PATH_SHAPE.test(path)) throw badInput('auth.deniedRoute.notAPath', 'path');
  return path;
}

export const deniedRoutesResolvers: ResolverMap = {
  Mutation: {
    async reportDeniedRoute(_: unknown, args: { path: unknown }, ctx: RequestContext) {
      ctx.requireViewer();
      const path = deniedRoutePath(args.path);
      // Recorded as the refusals of operations are, with the code the server would have answered the page's data with.
      await ctx.write(({ audit }) => audit({ action: 'REFUSED', entity: 'Route', entityId: path, after: { path, code: 'FORBIDDEN' } }));
      return true;
    },
  },
};

export const deniedRoutesAuditLabels: AuditLabels = {
  entities: {
    Route: {
      label: { vi: 'Trang', en: 'Page' },
      name: { field: 'path' },
      fields: { path: { vi: 'Đường dẫn trang', en: 'Page path' } },
    },
  },
  operations: {
    reportDeniedRoute: { vi: 'Mở trang không được phép', en: 'Denied page' },
  },
};
