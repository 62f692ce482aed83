// The cashier's list of a day kept in memory, per database and facility, so that a 5,000-visit day answers at once:
// each visit of the days asked for with what the list reads of its bill and its counter ticket.
//
// Before each list it reads the change marks (sdk change-marks) written since it last looked, under the topics the
// bill's sources declare in their contracts: a marked visit, or a visit of a marked patient, is read and worked out
// again; a mark of prices, services, the organisation or the insurance rules drops every day kept, to be read again.
// Days asked for that are not kept are read in the same serial step, after the marks: a write committed meanwhile is
// in the next look's marks, so nothing is missed whoever wrote it (the API, an import, another process).
import { startOfDay } from '@his/sdk/format';
import { ALL_KEYS, changesStartingPoint, marksKeptSince, ORGANISATION_CHANGES, readChangeMarks, SharedLooks, type Db, type RequestContext } from '@his/sdk/server';
import { SERVICE_CATALOGUE_CHANGES } from '../../catalogues/contract';
import { PRESCRIPTION_BILLING_CHANGES } from '../../examination/contract';
import { PRICE_CHANGES } from '../../pricing/contract';
import { VISIT_BILLING, VISIT_BILLING_CHANGES, type BillingVisit } from '../../reception/contract';
import { CASHIER_CHANGES } from './migrations';
import { DAY_MS } from './receipt-reads';

/** What the list knows of a visit: the visit, what it reads of the bill, the waiting counter ticket. */
export interface ListEntry<Bill, Ticket> {
  visit: BillingVisit;
  bill: Bill;
  ticket: Ticket | null;
}

/** How the entries of visits are worked out (cashier-list.ts): the same code serves the list read directly. */
export type EntriesOf<Bill, Ticket> = (ctx: Pick<RequestContext, 'provided' | 'db'>, facilityId: string, visits: readonly BillingVisit[]) => Promise<Map<string, ListEntry<Bill, Ticket>>>;

/** A list over more days than this is read directly: kept days are the working days at the counter. */
export const MAX_KEPT_RANGE_DAYS = 3;
/** Days kept per facility, the least recently asked for dropped first. */
const MAX_KEPT_DAYS = 3;
/** More marks than this since the last look (a bulk import, a migration) read the kept days again instead. */
const MAX_MARKS_READ = 5_000;

const VISIT_TOPICS: readonly string[] = [VISIT_BILLING_CHANGES.visits, PRESCRIPTION_BILLING_CHANGES.visits, CASHIER_CHANGES.visits];
const PATIENT_TOPICS: readonly string[] = [VISIT_BILLING_CHANGES.patients, PRESCRIPTION_BILLING_CHANGES.patients];
const WHOLE_TOPICS: readonly string[] = [PRICE_CHANGES, SERVICE_CATALOGUE_CHANGES, ORGANISATION_CHANGES, CASHIER_CHANGES.rules];
const TOPICS = [...VISIT_TOPICS, ...PATIENT_TOPICS, ...WHOLE_TOPICS];

class FacilityDays<Bill, Ticket> {
  private days = new Map<number, Map<string, ListEntry<Bill, Ticket>>>();
  private readonly lastAsked = new Map<number, number>();
  /** Days asked for and not kept yet: the next look reads them. */
  private readonly wanted = new Set<number>();
  readonly looks: SharedLooks;
  /** When the last look began: marks older than the server keeps make the days be built again. */
  lookedAt = Date.now();

  constructor(
    private readonly ctx: Pick<RequestContext, 'provided' | 'db'>,
    private readonly facilityId: string,
    private readonly entriesOf: EntriesOf<Bill, Ticket>,
    private seenFrom: string,
  ) {
    this.looks = new SharedLooks(() => this.look());
  }

  /** The entries of the days from `from` to `to`, current with every write committed before the call. */
  async entries(from: number, to: number): Promise<ListEntry<Bill, Ticket>[]> {
    const days: number[] = [];
    for (let day = startOfDay(from); day <= to; day += DAY_MS) days.push(day);
    const asked = Date.now();
    for (const day of days) {
      this.lastAsked.set(day, asked);
      if (!this.days.has(day)) this.wanted.add(day);
    }
    await this.looks.current();
    const entries: ListEntry<Bill, Ticket>[] = [];
    for (const day of days) {
      for (const entry of this.days.get(day)?.values() ?? []) {
        if (entry.visit.NgayTiepNhan >= from && entry.visit.NgayTiepNhan <= to) entries.push(entry);
      }
    }
    return entries;
  }

  // Each step works out what it changes first and applies it without awaiting in between: a list never reads a day
  // half updated.
  private async look(): Promise<void> {
    this.lookedAt = Date.now();
    const changes = await readChangeMarks(this.ctx.db, TOPICS, this.seenFrom, MAX_MARKS_READ);
    if (changes.overflow || changes.marks.some((mark) => WHOLE_TOPICS.includes(mark.topic) || mark.key === ALL_KEYS)) {
      const days = new Map<number, Map<string, ListEntry<Bill, Ticket>>>();
      for (const day of new Set([...this.days.keys(), ...this.wanted])) days.set(day, await this.readDay(day));
      this.days = days;
      this.wanted.clear();
    } else {
      await this.readAgain(changes.marks.filter((mark) => VISIT_TOPICS.includes(mark.topic)).map((mark) => mark.key),
        new Set(changes.marks.filter((mark) => PATIENT_TOPICS.includes(mark.topic)).map((mark) => mark.key)));
      for (const day of [...this.wanted]) {
        this.days.set(day, await this.readDay(day));
        this.wanted.delete(day);
      }
    }
    this.seenFrom = changes.seenFrom;
    this.dropOldDays();
  }

  /** The marked visits and the kept visits of marked patients, read and worked out again; gone ones dropped. */
  private async readAgain(visitIds: readonly string[], patientIds: ReadonlySet<string>): Promise<void> {
    if (this.days.size === 0) return;
    const ids = new Set(visitIds);
    if (patientIds.size > 0) {
      for (const entries of this.days.values()) for (const entry of entries.values()) if (patientIds.has(entry.visit.BenhNhan_Id)) ids.add(entry.visit._id);
    }
    if (ids.size === 0) return;
    const visits = await this.ctx.provided(VISIT_BILLING).visits(this.ctx.db, this.ctx, this.facilityId, { ids: [...ids] });
    const kept = visits.filter((visit) => this.days.has(startOfDay(visit.NgayTiepNhan)));
    const worked = await this.entriesOf(this.ctx, this.facilityId, kept);
    for (const entries of this.days.values()) for (const id of ids) entries.delete(id);
    for (const visit of kept) this.days.get(startOfDay(visit.NgayTiepNhan))?.set(visit._id, worked.get(visit._id)!);
  }

  /** Every visit of a day with its entry. */
  private async readDay(day: number): Promise<Map<string, ListEntry<Bill, Ticket>>> {
    const visits = await this.ctx.provided(VISIT_BILLING).visits(this.ctx.db, this.ctx, this.facilityId, { from: day, to: day + DAY_MS - 1 });
    const worked = await this.entriesOf(this.ctx, this.facilityId, visits);
    return new Map(visits.map((visit) => [visit._id, worked.get(visit._id)!]));
  }

  private dropOldDays(): void {
    const byAge = [...this.days.keys()].sort((a, b) => (this.lastAsked.get(b) ?? 0) - (this.lastAsked.get(a) ?? 0));
    for (const day of byAge.slice(MAX_KEPT_DAYS)) {
      this.days.delete(day);
      this.lastAsked.delete(day);
    }
  }
}

const kept = new WeakMap<Db, Map<string, FacilityDays<unknown, unknown>>>();

/**
 * The list's entries of the days from `from` to `to` at the facility, from the days kept; null when the range is too
 * long to keep, or when reading the changes failed (the days are dropped and the caller reads the database).
 */
export async function keptListEntries<Bill, Ticket>(ctx: Pick<RequestContext, 'provided' | 'db' | 'log'>, facilityId: string, from: number, to: number, entriesOf: EntriesOf<Bill, Ticket>): Promise<ListEntry<Bill, Ticket>[] | null> {
  if (to - startOfDay(from) >= MAX_KEPT_RANGE_DAYS * DAY_MS) return null;
  const facilities = kept.get(ctx.db) ?? new Map<string, FacilityDays<unknown, unknown>>();
  kept.set(ctx.db, facilities);
  try {
    let days = facilities.get(facilityId) as FacilityDays<Bill, Ticket> | undefined;
    if (!days || !marksKeptSince(days.lookedAt)) {
      // The starting point is read before any row: a write committing meanwhile is in the first look's marks.
      days = new FacilityDays({ db: ctx.db, provided: ctx.provided }, facilityId, entriesOf, await changesStartingPoint(ctx.db));
      facilities.set(facilityId, days as FacilityDays<unknown, unknown>);
    }
    return await days.entries(from, to);
  } catch (error) {
    facilities.delete(facilityId);
    ctx.log.warn('cashier.listCacheFailed', { error: String(error) });
    return null;
  }
}
