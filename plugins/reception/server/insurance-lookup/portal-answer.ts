// Reads the portal's card-check answer (KQNhanLichSuKCB2024) into the adapter's result, tolerating the portal's
// loose types: a field it leaves out or sends empty is null, a result code we do not know is an unreadable answer.
import type { Timestamp } from '@his/sdk';
import { fromCalendarDate, parseDate } from '@his/sdk/format';
import { isInsuranceResultCode, resultWithoutCard, UNREADABLE, type InsuranceCard, type InsuranceCardResult, type InsuranceGender, type InsuranceVisit } from './adapter';

type Json = Record<string, unknown>;

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.normalize('NFC').trim();
  return trimmed === '' ? null : trimmed;
}

/** 'dd/mm/yyyy' as the start of that day in Vietnam. */
function day(value: unknown): Timestamp | null {
  const written = text(value);
  return written ? parseDate(written) : null;
}

/** 'yyyyMMddHHmm' (visit history) as a timestamp in Vietnam; the portal sometimes sends the day only. */
function dayTime(value: unknown): Timestamp | null {
  const written = text(value);
  const match = written ? /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2}))?$/.exec(written) : null;
  if (!match) return null;
  const [year, month, dayOfMonth, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59) return null;
  return fromCalendarDate({ year, month, day: dayOfMonth }) + (hour * 60 + minute) * 60_000;
}

function gender(value: unknown): InsuranceGender | null {
  const written = text(value)?.toLowerCase();
  if (written === 'nam' || written === '1') return 'MALE';
  if (written === 'nữ' || written === 'nu' || written === '2') return 'FEMALE';
  return written ? 'OTHER' : null;
}

function area(value: unknown): InsuranceCard['maKV'] {
  const written = text(value)?.toUpperCase();
  return written === 'K1' || written === 'K2' || written === 'K3' ? written : null;
}

function visits(value: unknown): InsuranceVisit[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Json => !!item && typeof item === 'object')
    .map((item) => ({ maCSKCB: text(item.maCSKCB) ?? '', ngayVao: dayTime(item.ngayVao), ngayRa: dayTime(item.ngayRa), tenBenh: text(item.tenBenh) ?? '' }));
}

/** The card in an answer, or null when the answer names none (not found, wrong number, …). */
function cardOf(answer: Json): InsuranceCard | null {
  const maThe = text(answer.maThe)?.toUpperCase();
  const hoTen = text(answer.hoTen);
  if (!maThe || !hoTen) return null;
  return {
    maThe,
    hoTen,
    ngaySinh: text(answer.ngaySinh) ?? '',
    gioiTinh: gender(answer.gioiTinh),
    diaChi: text(answer.diaChi),
    maDKBD: text(answer.maDKBD)?.replace(/[\s-]+/g, '').toUpperCase() ?? null,
    gtTheTu: day(answer.gtTheTu),
    gtTheDen: day(answer.gtTheDen),
    ngayDu5Nam: day(answer.ngayDu5Nam),
    maKV: area(answer.maKV),
    maTheMoi: text(answer.maTheMoi)?.toUpperCase() ?? null,
    gtTheTuMoi: day(answer.gtTheTuMoi),
    gtTheDenMoi: day(answer.gtTheDenMoi),
    // The 2024 service names the list dsLichSuKCB2018; older gateways sent dsLichSuKCB.
    lichSuKCB: visits(answer.dsLichSuKCB2018 ?? answer.dsLichSuKCB),
  };
}

/** The adapter's result for a parsed JSON answer of the card check. */
export function readPortalAnswer(answer: unknown): InsuranceCardResult {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return resultWithoutCard(UNREADABLE);
  const json = answer as Json;
  const code = text(json.maKetQua);
  if (!isInsuranceResultCode(code)) return resultWithoutCard(UNREADABLE);
  return { maKetQua: code, card: cardOf(json) };
}
