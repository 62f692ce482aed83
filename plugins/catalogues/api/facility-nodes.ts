// Departments, rooms and stores are the core's organisational units, read through the organisation service: those a
// caller may name are the node it acts for and the units below it, as price lists see rooms.
import { nodesByIds as organisationNodesByIds, nodesWithin, type Db, type OrganisationNode } from '@his/sdk/server';

/** A unit as department links show it; TamNgung is the core's isDeleted. */
export interface PhongBan {
  _id: string;
  code: string;
  name: string;
  category: OrganisationNode['category'];
  roomType: string | null;
  parent_Id: string | null;
  TamNgung: boolean;
}

function asPhongBan({ isDeleted, ...node }: OrganisationNode): PhongBan {
  return { ...node, TamNgung: isDeleted };
}

/** The units among `ids` that are `facilityNodeId` or lie below it, suspended ones included, by id; `lock` locks them. */
export async function nodesInFacility(db: Db, facilityNodeId: string, ids: readonly string[], lock = false): Promise<Map<string, PhongBan>> {
  const found = await nodesWithin(db, facilityNodeId, ids, { lock });
  return new Map([...found].map(([id, node]) => [id, asPhongBan(node)]));
}

/** The units with these ids, by code. */
export async function nodesByIds(db: Db, ids: readonly string[]): Promise<PhongBan[]> {
  return (await organisationNodesByIds(db, ids)).map(asPhongBan);
}
