// The ICD row's "no Vietnamese name yet" mark is the server's to set: create and update decide it from the stored
// row and the name saved, whatever the form sends.
import type { RequestContext, Resolver } from '@his/sdk/server';
import { rowById } from '@his/sdk/server';
import { icd, untranslatedAfterSave } from '../rules';

type WriteArgs = { id?: unknown; input?: Record<string, unknown> | null } & Record<string, unknown>;

// Read before the write, outside its transaction: the engine's update then checks the permission and that the row
// exists. Two saves of one row at once may both read the mark as set; the later name wins, the mark stays right.
async function storedRow(args: WriteArgs, ctx: RequestContext): Promise<Record<string, unknown> | null> {
  return typeof args.id === 'string' ? rowById(ctx.db, icd, ctx.requireViewer().nodeId, args.id) : null;
}

/** `resolve` (DM_ICD's create or update) with the input's mark replaced by the server's decision. */
export function withUntranslatedMark(resolve: Resolver, updates: boolean): Resolver {
  return async (parent, args: WriteArgs, ctx, info) => {
    if (!args.input || typeof args.input !== 'object') return resolve(parent, args, ctx, info);
    const mark = untranslatedAfterSave(updates ? await storedRow(args, ctx) : null, args.input.TenICD);
    return resolve(parent, { ...args, input: { ...args.input, ChuaCoTenTiengViet: mark } }, ctx, info);
  };
}
