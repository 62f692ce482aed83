// The local insurance lookup used by the demo and the tests: answers from the synthetic registry exactly as the
// portal would (result codes, card fields), deterministic for a given clock.
import { splitInsuranceCardNumber, type Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { resultWithoutCard, type InsuranceCardQuery, type InsuranceCardResult, type InsuranceLookup, type InsuranceResultCode } from './adapter';
import { simulatorCards, type SimulatorCard } from './simulator-cards';

export interface SimulatorDeps {
  now?: () => Timestamp;
  /** Another registry (a test's); the synthetic one by default. */
  cards?: (now: Timestamp) => SimulatorCard[];
}

/** Names compare as the portal does: case, spacing and Unicode composition do not matter, diacritics do. */
function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleUpperCase('vi');
  return normal(a) === normal(b);
}

/** A birth date given as a year matches any day of that year; a full date must match exactly. */
function sameBirth(asked: string, onCard: string): boolean {
  const year = (text: string) => text.trim().slice(-4);
  return /^\d{4}$/.test(asked.trim()) || /^\d{4}$/.test(onCard) ? year(asked) === year(onCard) : asked.trim().replace(/\b(\d)\//g, '0$1/') === onCard;
}

/** Why a 15-character number that is not in the registry is wrong, as the portal tells it. */
function missingCardCode(maThe: string, registry: SimulatorCard[]): InsuranceResultCode {
  const asked = splitInsuranceCardNumber(maThe);
  if (!asked.ok) return '051';
  const holder = registry.find((entry) => entry.card.maThe.slice(5) === asked.value.socialInsuranceNumber);
  if (!holder) return '050';
  if (holder.card.maThe.slice(3, 5) !== asked.value.provinceCode) return '052';
  if (holder.card.maThe.slice(2, 3) !== String(asked.value.benefitLevel)) return '053';
  return '051';
}

function statusOf(entry: SimulatorCard, today: Timestamp): InsuranceResultCode {
  if (entry.withdrawn) return '110';
  const { gtTheDen, maTheMoi } = entry.card;
  const expired = gtTheDen !== null && gtTheDen < today;
  if (maTheMoi) return expired ? '003' : '004';
  return expired ? '010' : '000';
}

export function createInsuranceLookupSimulator(deps: SimulatorDeps = {}): InsuranceLookup {
  const now = deps.now ?? Date.now;
  const registryAt = deps.cards ?? simulatorCards;
  return {
    lookup(query: InsuranceCardQuery): Promise<InsuranceCardResult> {
      const registry = registryAt(now());
      const number = (query.maThe ?? '').trim().toUpperCase();
      const citizenId = (query.soCCCD ?? '').trim();
      let entry: SimulatorCard | undefined;
      if (number.length === 15) entry = registry.find((candidate) => candidate.card.maThe === number);
      else if (/^\d{10}$/.test(number)) entry = registry.find((candidate) => candidate.card.maThe.slice(5) === number);
      else if (number !== '') return Promise.resolve(resultWithoutCard('051'));
      else if (/^\d{12}$/.test(citizenId)) entry = registry.find((candidate) => candidate.soCCCD === citizenId);
      else return Promise.resolve(resultWithoutCard('205'));
      if (!entry) return Promise.resolve(resultWithoutCard(number.length === 15 ? missingCardCode(number, registry) : '050'));
      if (!sameName(query.hoTen, entry.card.hoTen)) return Promise.resolve(resultWithoutCard('060'));
      if (!sameBirth(query.ngaySinh, entry.card.ngaySinh)) return Promise.resolve(resultWithoutCard('070'));
      return Promise.resolve({ maKetQua: statusOf(entry, startOfDay(now())), card: structuredClone(entry.card) });
    },
  };
}
