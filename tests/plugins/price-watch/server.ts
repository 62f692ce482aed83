// The test plugin's API: it records each released price list (an event of pricing) and answers a service's unit
// price (a function pricing provides), importing nothing of pricing but its contract.
import { defineServerPlugin, onEvent, rowsOf, SIGNED_IN, type RequestContext } from '@his/sdk/server';
import { sql } from 'drizzle-orm';
import { priceListEvents, UNIT_PRICES } from '../../../plugins/pricing/contract';

export default defineServerPlugin({
  id: 'price-watch',
  consumes: [UNIT_PRICES],
  migrations: [{ id: '0001_releases', sql: 'CREATE TABLE price_watch_releases ("BangGia_Id" text NOT NULL, "node_Id" text NOT NULL, "createdBy" text)' }],
  schema: `extend type Query {
  watchedReleases: [String!]!
  watchedPrice(idDichVu: ID!, idDoiTuong: ID!, idPhongBan: ID!): Float!
}`,
  access: { Query: { watchedReleases: SIGNED_IN, watchedPrice: SIGNED_IN } },
  resolvers: {
    Query: {
      async watchedReleases(_: unknown, __: unknown, ctx: RequestContext) {
        const viewer = ctx.requireViewer();
        const rows = rowsOf<{ id: string }>(await ctx.db.execute(sql`SELECT "BangGia_Id" AS id FROM price_watch_releases WHERE "node_Id" = ${viewer.nodeId}`));
        return rows.map((row) => row.id);
      },
      async watchedPrice(_: unknown, args: { idDichVu: string; idDoiTuong: string; idPhongBan: string }, ctx: RequestContext) {
        ctx.requireViewer();
        const prices = await ctx.provided(UNIT_PRICES)(ctx.db, { idDichVus: [args.idDichVu], idDoiTuong: args.idDoiTuong, idPhongBan: args.idPhongBan, at: Date.now() });
        return prices.get(args.idDichVu)!.DonGia;
      },
    },
  },
  on: [
    onEvent(priceListEvents.release, async (payload, ctx) => {
      await ctx.write(async ({ tx }) => {
        for (const id of payload.ids) {
          await tx.execute(sql`INSERT INTO price_watch_releases ("BangGia_Id", "node_Id", "createdBy") VALUES (${id}, ${ctx.requireViewer().nodeId}, ${ctx.requireViewer().username})`);
        }
      });
    }),
  ],
});
